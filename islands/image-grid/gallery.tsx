import { useEffect, useRef } from 'react';
import { Modal } from '../../src/ui/modal';
import type { GridImage } from './index';

/** Spec 3 §9: the gallery moves from image to image in 500 ms (none for users who prefer reduced motion: CSS). */
export const GALLERY_TRANSITION_MS = 500;
/** A horizontal drag at least this long is a swipe. */
const SWIPE_PX = 40;

interface GalleryProps {
  title: string;
  images: readonly GridImage[];
  /** The image shown, or null when closed. */
  index: number | null;
  onIndex(index: number): void;
  onClose(): void;
}

/** The grid's lightbox: a real <dialog>; arrows, buttons and swipes move through the images, Escape closes. */
export function Gallery({ title, images, index, onIndex, onClose }: GalleryProps) {
  const open = index !== null;
  const current = index ?? 0;
  const count = images.length;
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const go = (delta: number) => onIndex((current + delta + count) % count);

  // Arrow keys wherever focus is in the dialog (its close button sits outside this component's markup).
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') goRef.current(1);
      else if (e.key === 'ArrowLeft') goRef.current(-1);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const image = images[current];
  return (
    <Modal open={open} onClose={onClose} title={title} className="pi-gallery">
      <div
        className="pi-gallery__viewport"
        onPointerDown={(e) => (swipe.current = { x: e.clientX, y: e.clientY })}
        onPointerUp={(e) => {
          const start = swipe.current;
          swipe.current = null;
          if (!start) return;
          const dx = e.clientX - start.x;
          if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - start.y)) go(dx < 0 ? 1 : -1);
        }}
        onPointerCancel={() => (swipe.current = null)}
      >
        <ul className="pi-gallery__track" style={{ transform: `translateX(${-100 * current}%)` }}>
          {images.map((img, i) => (
            <li key={i} className="pi-gallery__slide" aria-hidden={i !== current || undefined}>
              {/* Only the images beside the current one load: a long gallery costs three images at a time. */}
              {Math.abs(i - current) <= 1 || (open && (i === 0 || i === count - 1)) ? (
                <img src={img.src} alt={img.alt || img.label} draggable={false} />
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <div className="pi-gallery__bar">
        <button type="button" className="pi-gallery__nav" onClick={() => go(-1)} aria-label="Previous image">
          ‹
        </button>
        <p className="pi-gallery__caption" aria-live="polite" aria-atomic="true">
          {image?.label ? `${image.label} · ` : ''}Image {current + 1} of {count}
        </p>
        <button
          type="button"
          className="pi-gallery__nav"
          onClick={() => go(1)}
          aria-label="Next image"
          data-initial-focus
        >
          ›
        </button>
      </div>
      {image?.link ? (
        <p className="pi-gallery__link">
          <a href={image.link} {...(image.open_in_new_tab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            View {image.label || 'details'}
            {image.open_in_new_tab ? <span className="pi-grid__sr"> (opens in a new tab)</span> : null}
          </a>
        </p>
      ) : null}
    </Modal>
  );
}

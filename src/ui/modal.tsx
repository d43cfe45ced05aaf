import { useEffect, useId, useRef, type ReactNode } from 'react';
import css from './modal.css?inline';

/** Islands with a modal add this to their own CSS (`css: modalCss + css`). */
export const modalCss = css;

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  /** Called when the dialog closes by any means: Escape, the close button, or `open` turning false. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A real modal <dialog>: showModal() makes the page inert, Escape closes it, its heading labels it; focus goes to
 * the first field marked data-initial-focus (else the first control) and returns to the opener on close.
 */
export function Modal({ open, onClose, title, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const first = dialog.querySelector<HTMLElement>('[data-initial-focus]') ?? dialog.querySelector<HTMLElement>(`.pi-modal__body ${FOCUSABLE}`);
      first?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => {
      onCloseRef.current();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);

  return (
    <dialog ref={ref} className={`pi-modal${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      {open ? (
        <>
          <div className="pi-modal__header">
            <h2 className="pi-modal__title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="pi-modal__close" aria-label="Close" onClick={() => ref.current?.close()}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="pi-modal__body">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}

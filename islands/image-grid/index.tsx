import { useState, type CSSProperties } from 'react';
import * as v from 'valibot';
import { gridHeight, gridRows } from '../../src/lib/image-grid-rows';
import { defineIsland } from '../../src/registry/define-island';
import { NumberishSchema, optionalFlag } from '../../src/schemas/flag';
import modalCss from '../../src/ui/modal.css?inline';
import { Gallery } from './gallery';
import css from './image-grid.css?inline';

const ImageSchema = v.object({
  src: v.pipe(v.string(), v.minLength(1)),
  label: v.optional(v.string(), ''),
  label_position: v.optional(v.picklist(['top', 'center', 'bottom']), 'bottom'),
  link: v.optional(v.string(), ''),
  open_in_new_tab: optionalFlag(false),
  /** A percentage of the row; empty: an equal share of row_image_count. */
  width: v.optional(v.nullable(NumberishSchema), null),
  /** What the image shows, when the label does not say it. */
  alt: v.optional(v.string(), ''),
});

/** Image grid module (spec 3 §3): row_image_count, gallery_mode, status, zoom_effect, colours; images. */
const PropsSchema = v.object({
  row_image_count: v.optional(v.pipe(NumberishSchema, v.integer(), v.minValue(1), v.maxValue(12)), 4),
  gallery_mode: optionalFlag(false),
  zoom_effect: optionalFlag(false),
  status: optionalFlag(true),
  /** Names the gallery dialog and the grid. */
  title: v.optional(v.string(), 'Image gallery'),
  label_color: v.optional(v.string(), ''),
  label_background: v.optional(v.string(), ''),
  background_color: v.optional(v.string(), ''),
  images: v.array(ImageSchema),
});

type Props = v.InferOutput<typeof PropsSchema>;
export type GridImage = v.InferOutput<typeof ImageSchema>;

function ImageGrid(props: Props) {
  const { images, row_image_count, gallery_mode, zoom_effect, status, title } = props;
  const [open, setOpen] = useState<number | null>(null);
  if (!status || !images.length) return null;
  const rows = gridRows(
    images.map((i) => i.width),
    row_image_count,
  );
  const style = {
    '--pi-grid-label': props.label_color || undefined,
    '--pi-grid-label-bg': props.label_background || undefined,
    '--pi-grid-bg': props.background_color || undefined,
    height: `${gridHeight(rows.length)}px`,
  } as CSSProperties;

  const tile = (image: GridImage, i: number) => {
    const label = image.label ? (
      <span className={`pi-grid__label pi-grid__label--${image.label_position}`}>{image.label}</span>
    ) : null;
    const alt = image.alt || image.label;
    const picture = <img className="pi-grid__img" src={image.src} alt={gallery_mode || image.link ? '' : alt} />;
    const width = image.width || 100 / row_image_count;
    const itemStyle = { width: `calc(${width}% - 8px)` };
    if (gallery_mode)
      return (
        <li key={i} className="pi-grid__item" style={itemStyle}>
          <button
            type="button"
            className="pi-grid__tile"
            aria-label={`${alt || `Image ${i + 1}`}: open in gallery`}
            aria-haspopup="dialog"
            onClick={() => setOpen(i)}
          >
            {picture}
            {label}
          </button>
        </li>
      );
    if (image.link)
      return (
        <li key={i} className="pi-grid__item" style={itemStyle}>
          <a
            className="pi-grid__tile"
            href={image.link}
            {...(image.open_in_new_tab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            aria-label={`${alt || image.link}${image.open_in_new_tab ? ' (opens in a new tab)' : ''}`}
          >
            {picture}
            {label}
          </a>
        </li>
      );
    return (
      <li key={i} className="pi-grid__item" style={itemStyle}>
        <div className="pi-grid__tile pi-grid__tile--static">
          {picture}
          {label}
        </div>
      </li>
    );
  };

  return (
    <div className={`pi-grid${zoom_effect ? ' pi-grid--zoom' : ''}`} style={style}>
      {rows.map((row, r) => (
        <ul key={r} className="pi-grid__row" aria-label={rows.length > 1 ? `${title}, row ${r + 1}` : title}>
          {row.map((i) => tile(images[i]!, i))}
        </ul>
      ))}
      {gallery_mode ? (
        <Gallery title={title} images={images} index={open} onIndex={(i) => setOpen(i)} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

export default defineIsland({ tier: 'deferred', props: PropsSchema, Component: ImageGrid, css: [modalCss, css] });

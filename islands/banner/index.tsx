import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import * as v from 'valibot';
import { cssRatio } from '../../src/lib/aspect-ratio';
import { defineIsland } from '../../src/registry/define-island';
import { NumberishSchema, optionalFlag } from '../../src/schemas/flag';
import css from './banner.css?inline';

/** Spec 3 §9: the mobile image and ratio apply below 768 px wide. */
export const MOBILE_QUERY = '(max-width: 767px)';

const BannerSchema = v.object({
  image: v.pipe(v.string(), v.minLength(1)),
  mobile_image: v.optional(v.string(), ''),
  title: v.optional(v.string(), ''),
  subtitle: v.optional(v.string(), ''),
  link: v.optional(v.string(), ''),
  link_text: v.optional(v.string(), ''),
  show_banner_title: optionalFlag(true),
  open_in_new_tab: optionalFlag(false),
  alt: v.optional(v.string(), ''),
});

/** Banner module (spec 3 §3). */
const PropsSchema = v.object({
  banners: v.array(BannerSchema),
  status: optionalFlag(true),
  /** Seconds per slide. */
  banner_speed: v.optional(v.pipe(NumberishSchema, v.minValue(1)), 5),
  banner_animation: v.optional(v.picklist(['slide', 'fade']), 'slide'),
  banner_ratio: v.optional(v.union([v.string(), v.number()]), '16:5'),
  banner_mobile_ratio: v.optional(v.union([v.string(), v.number()]), '4:3'),
  /** A fixed height in px instead of the ratios (0: use the ratios). */
  banner_height: v.optional(NumberishSchema, 0),
  overlay_color: v.optional(v.string(), 'rgba(0, 0, 0, 0.55)'),
  text_color: v.optional(v.string(), '#ffffff'),
  alignment: v.optional(v.picklist(['left', 'center', 'right']), 'left'),
  show_bullets: optionalFlag(true),
  show_buttons: optionalFlag(true),
  show_contact_well: optionalFlag(false),
  telephone: v.optional(v.string(), ''),
  address: v.optional(v.string(), ''),
  contact: v.optional(v.string(), ''),
  /** The carousel's accessible name. */
  label: v.optional(v.string(), 'Featured'),
});

type Props = v.InferOutput<typeof PropsSchema>;

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduce, setReduce] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setReduce(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduce;
}

const newTab = (on: boolean) => (on ? { target: '_blank', rel: 'noopener noreferrer' } : {});

function Banner(props: Props) {
  const { banners, banner_speed, show_bullets, show_buttons, label } = props;
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  // null: the shopper has not chosen; autoplay follows the motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = count > 1 && (playChoice ?? !reduceMotion);
  const running = playing && !hovered && !focused;
  const rootRef = useRef<HTMLDivElement>(null);
  const slidesId = useId();

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), banner_speed * 1000);
    return () => clearTimeout(timer);
  }, [running, index, banner_speed, count]);

  if (!props.status || !count) return null;
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const ratio = cssRatio(props.banner_ratio) ?? '16 / 5';
  const mobileRatio = cssRatio(props.banner_mobile_ratio) ?? ratio;
  const style = {
    '--pi-banner-ratio': ratio,
    '--pi-banner-mobile-ratio': mobileRatio,
    '--pi-banner-overlay': props.overlay_color,
    '--pi-banner-text': props.text_color,
    ...(props.banner_height > 0 ? { height: `${props.banner_height}px`, aspectRatio: 'auto' } : {}),
  } as CSSProperties;
  const wellLink = /^(https?:|\/|mailto:)/.test(props.contact)
    ? props.contact
    : /@/.test(props.contact)
      ? `mailto:${props.contact}`
      : '';

  return (
    // A group, not a region: the page's own section around it is the landmark.
    <div
      ref={rootRef}
      role="group"
      className={`pi-banner pi-banner--${props.banner_animation} pi-banner--${props.alignment}`}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="pi-banner__controls">
        {count > 1 ? (
          <button
            type="button"
            className="pi-banner__button pi-banner__pause"
            aria-controls={slidesId}
            onClick={() => setPlayChoice(!playing)}
          >
            {playing ? 'Pause slideshow' : 'Play slideshow'}
          </button>
        ) : null}
      </div>
      <div
        id={slidesId}
        className="pi-banner__slides"
        aria-live={running ? 'off' : 'polite'}
        style={props.banner_animation === 'slide' ? { transform: `translateX(${-100 * index}%)` } : undefined}
      >
        {banners.map((b, i) => {
          const current = i === index;
          return (
            <div
              key={i}
              className={`pi-banner__slide${current ? ' pi-banner__slide--current' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={current ? undefined : true}
              // Slides out of view take no focus (React 18 passes the attribute through as written).
              {...(current ? {} : { inert: '' })}
            >
              <picture>
                {b.mobile_image ? <source media={MOBILE_QUERY} srcSet={b.mobile_image} /> : null}
                <img
                  className="pi-banner__img"
                  src={b.image}
                  alt={b.alt}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  {...(i === 0 ? { fetchpriority: 'high' } : {})}
                />
              </picture>
              {(b.show_banner_title && (b.title || b.subtitle)) || (b.link && b.link_text) ? (
                <div className="pi-banner__caption">
                  {b.show_banner_title && b.title ? <p className="pi-banner__title">{b.title}</p> : null}
                  {b.show_banner_title && b.subtitle ? <p className="pi-banner__subtitle">{b.subtitle}</p> : null}
                  {b.link && b.link_text ? (
                    <a className="pi-banner__link" href={b.link} {...newTab(b.open_in_new_tab)}>
                      {b.link_text}
                      {b.open_in_new_tab ? <span className="pi-banner__sr"> (opens in a new tab)</span> : null}
                    </a>
                  ) : null}
                </div>
              ) : b.link ? (
                <a
                  className="pi-banner__cover"
                  href={b.link}
                  aria-label={`${b.title || b.alt || `Slide ${i + 1}`}${b.open_in_new_tab ? ' (opens in a new tab)' : ''}`}
                  {...newTab(b.open_in_new_tab)}
                />
              ) : null}
            </div>
          );
        })}
      </div>
      {count > 1 && show_buttons ? (
        <>
          <button
            type="button"
            className="pi-banner__button pi-banner__prev"
            aria-controls={slidesId}
            aria-label="Previous slide"
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="pi-banner__button pi-banner__next"
            aria-controls={slidesId}
            aria-label="Next slide"
            onClick={() => go(index + 1)}
          >
            ›
          </button>
        </>
      ) : null}
      {count > 1 && show_bullets ? (
        <div className="pi-banner__bullets" role="group" aria-label="Choose a slide">
          {banners.map((b, i) => (
            <button
              key={i}
              type="button"
              className="pi-banner__bullet"
              aria-label={`Slide ${i + 1}${b.title ? `: ${b.title}` : ''}`}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
      {props.show_contact_well && (props.telephone || props.address || props.contact) ? (
        <address className="pi-banner__well">
          {props.telephone ? <a href={`tel:${props.telephone.replace(/[^\d+]/g, '')}`}>{props.telephone}</a> : null}
          {props.address ? <span>{props.address}</span> : null}
          {props.contact ? wellLink ? <a href={wellLink}>{props.contact}</a> : <span>{props.contact}</span> : null}
        </address>
      ) : null}
    </div>
  );
}

export default defineIsland({ tier: 'deferred', props: PropsSchema, Component: Banner, css });

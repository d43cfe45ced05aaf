import { useState } from 'react';
import * as v from 'valibot';
import { defineIsland } from '../../src/registry/define-island';
import { NumberishSchema } from '../../src/schemas/flag';
import css from './video.css?inline';

/** Video module (spec 3 §3): video_id or video_url, and a width. */
const PropsSchema = v.object({
  video_id: v.optional(v.string(), ''),
  video_url: v.optional(v.string(), ''),
  /** Its largest width in px (0: the column's width). */
  width: v.optional(NumberishSchema, 0),
  title: v.optional(v.string(), 'Video'),
});

type Props = v.InferOutput<typeof PropsSchema>;

const YOUTUBE_ID = /^[\w-]{11}$/;

/** A YouTube-style id from an id or a watch / short / embed address; null for anything else. */
export function youtubeId(id: string, url: string): string | null {
  if (YOUTUBE_ID.test(id.trim())) return id.trim();
  if (!url) return null;
  try {
    const u = new URL(url, 'https://x.invalid');
    const host = u.hostname.replace(/^www\./, '');
    const found =
      host === 'youtu.be'
        ? u.pathname.slice(1)
        : /(^|\.)youtube(-nocookie)?\.com$/.test(host)
          ? (u.searchParams.get('v') ?? u.pathname.split('/').filter(Boolean).pop() ?? '')
          : '';
    return YOUTUBE_ID.test(found) ? found : null;
  } catch {
    return null;
  }
}

/** Privacy-enhanced embed: YouTube sets no cookies until the shopper plays. */
export const embedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;

function Video({ video_id, video_url, width, title }: Props) {
  const [playing, setPlaying] = useState(false);
  const id = youtubeId(video_id, video_url);
  const style = width > 0 ? { maxWidth: `${width}px` } : undefined;
  if (id) {
    return (
      <div className="pi-video" style={style}>
        {playing ? (
          <iframe
            className="pi-video__frame"
            src={embedUrl(id)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          // Click to load: nothing reaches YouTube until the shopper asks for the video.
          <button type="button" className="pi-video__facade" onClick={() => setPlaying(true)}>
            <span className="pi-video__play" aria-hidden="true" />
            <span className="pi-video__label">Play video: {title}</span>
          </button>
        )}
      </div>
    );
  }
  if (!video_url) return null;
  return (
    <div className="pi-video" style={style}>
      <video className="pi-video__frame" src={video_url} controls preload="metadata" playsInline aria-label={title} />
    </div>
  );
}

export default defineIsland({ tier: 'deferred', props: PropsSchema, Component: Video, css });

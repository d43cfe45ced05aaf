/** HTML helpers: escaping and JSON inside <script> blocks. */

export function esc(text: unknown): string {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside <script type="application/json">: no "</script>" or "<!--" can form. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export interface MountOptions {
  props?: unknown;
  strategy?: 'load' | 'idle' | 'visible' | 'interaction' | 'media';
  media?: string;
  className?: string;
  /** Server-rendered fallback shown until the island replaces it. */
  fallback?: string;
}

/** A mount point: `<div data-mount="name">` with its props in a child JSON script. */
export function mount(name: string, options: MountOptions = {}): string {
  const attrs = [`data-mount="${esc(name)}"`];
  if (options.strategy) attrs.push(`data-strategy="${esc(options.strategy)}"`);
  if (options.media) attrs.push(`data-media="${esc(options.media)}"`);
  if (options.className) attrs.push(`class="${esc(options.className)}"`);
  const props =
    options.props === undefined
      ? ''
      : `<script type="application/json" data-props>${scriptJson(options.props)}</script>`;
  return `<div ${attrs.join(' ')}>${props}${options.fallback ?? ''}</div>`;
}

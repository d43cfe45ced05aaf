/** Generated SVG thumbnails: no image files ship, and no page makes an external request. */
import type { ServerResponse } from 'node:http';
import { esc } from '../core/html';
import type { Product } from '../core/types';

const COLOURS: Record<string, string> = {
  Brakes: '#a4262c',
  Lighting: '#8a6d00',
  Suspension: '#1f5f8b',
  Exhaust: '#4a4a4a',
  Engine: '#6b3fa0',
  Electrical: '#0b6e4f',
  Towing: '#7a4b12',
  Interior: '#5a5f9e',
  Exterior: '#2f6f6f',
  'Wheels & Tires': '#333333',
};

function svg(label: string, caption: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${esc(caption)}">
<rect width="400" height="400" fill="#f5f5f5"/>
<circle cx="200" cy="170" r="110" fill="${colour}"/>
<text x="200" y="205" font-family="Arial, Helvetica, sans-serif" font-size="110" font-weight="bold" fill="#ffffff" text-anchor="middle">${esc(label)}</text>
<text x="200" y="350" font-family="Arial, Helvetica, sans-serif" font-size="26" fill="#222222" text-anchor="middle">${esc(caption.slice(0, 28))}</text>
</svg>`;
}

function send(res: ServerResponse, body: string): void {
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'public, max-age=3600',
  });
  res.end(body);
}

export function productImage(res: ServerResponse, product: Product): void {
  const top = product.category_levels[0] ?? '';
  send(res, svg(top.charAt(0) || '?', product.mpn, COLOURS[top] ?? '#555555'));
}

export function optionImage(res: ServerResponse, name: string): void {
  const colour = /silver/i.test(name) ? '#8c8c8c' : /black/i.test(name) ? '#111111' : '#4a6fa5';
  send(res, svg(name.charAt(0), name, colour));
}

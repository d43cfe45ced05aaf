/** GET tool/captcha: a real captcha image (SVG) whose random code is kept in the visitor's session. */
import { randomInt } from 'node:crypto';
import { sessionExtras } from './locator-data';
import type { Context } from '../core/router';

// No look-alikes (0/O, 1/I/L, 5/S, 2/Z).
const ALPHABET = 'ABCDEFGHJKMNPQRTUVWXY346789';
const LENGTH = 5;

export function newCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export function captchaSvg(code: string): string {
  const glyphs = [...code].map((ch, i) => {
    const x = 18 + i * 26;
    const y = 34 + randomInt(-4, 5);
    return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-18, 19)} ${x} ${y})">${ch}</text>`;
  });
  const noise = Array.from(
    { length: 6 },
    () =>
      `<line x1="${randomInt(0, 150)}" y1="${randomInt(0, 50)}" x2="${randomInt(0, 150)}" y2="${randomInt(0, 50)}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" viewBox="0 0 150 50">
<rect width="150" height="50" fill="#f1f4f8"/>
<g stroke="#8a9bb0" stroke-width="1.5">${noise.join('')}</g>
<g font-family="Verdana, sans-serif" font-size="26" font-weight="bold" fill="#1f3a5a">${glyphs.join('')}</g>
</svg>`;
}

/** Every request draws a new code: the image the shopper last saw is the one that counts. */
export function captchaImage(ctx: Context): void {
  const extras = sessionExtras(ctx.session());
  extras.captcha = newCode();
  extras.captchaPassed = false;
  const svg = captchaSvg(extras.captcha);
  ctx.res.writeHead(200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Content-Length': Buffer.byteLength(svg),
    'Cache-Control': 'no-store',
  });
  ctx.res.end(svg);
}

/** Files from disk: the built bundle under dist/assets/parts-islands/ and the theme CSS. */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { ServerResponse } from 'node:http';
import { HttpError } from './http';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Sends `relative` from inside `baseDir`; 404 for anything missing or outside it. */
export async function sendFile(res: ServerResponse, baseDir: string, relative: string): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    throw new HttpError(400, 'Malformed path.');
  }
  const base = resolve(baseDir);
  const file = resolve(base, `.${sep}${decoded}`);
  if (decoded.includes('\0') || !file.startsWith(base + sep)) throw new HttpError(404, 'Not found.');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new HttpError(404, 'Not found.');
  const body = await readFile(file);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
  });
  res.end(body);
}

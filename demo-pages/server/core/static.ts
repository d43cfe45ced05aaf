/** Files from disk (the built bundle under dist/assets/parts-islands/ and the theme CSS), sent as a production server would. */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { ServerResponse } from 'node:http';
import { COMPRESSIBLE, MIN_COMPRESS, compress, pickEncoding, type Encoding } from './compression';
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

/** Compressed files, kept while the file is unchanged. */
const compressed = new Map<string, { mtimeMs: number; body: Buffer }>();

/** The build's precompressed twin (`file.js.br`, `file.js.gz`, best levels) when there is one, else compressed once here. */
async function compressedFile(
  file: string,
  mtimeMs: number,
  body: Buffer,
  encoding: Exclude<Encoding, null>,
): Promise<Buffer> {
  const key = `${encoding}:${file}`;
  const hit = compressed.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const twin = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  const twinInfo = await stat(twin).catch(() => null);
  const out = twinInfo && twinInfo.mtimeMs >= mtimeMs ? await readFile(twin) : compress(body, encoding, 5);
  compressed.set(key, { mtimeMs, body: out });
  return out;
}

/** esbuild's hashed chunk names (chunks/<name>-<HASH>.js): their content never changes under that name. */
const HASHED = /(^|\/)chunks\/[^/]+-[A-Z0-9]{8}\.js(\.map)?$/;

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
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
  const headers: Record<string, string | number> = {
    'Content-Type': type,
    // Hashed chunks are immutable; the loader, island entries and the theme are revalidated (cheap 304s).
    'Cache-Control': HASHED.test(decoded) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (res.req?.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = await readFile(file);
  const encoding = body.length >= MIN_COMPRESS && COMPRESSIBLE.test(type) ? pickEncoding(res) : null;
  const sent = encoding ? await compressedFile(file, info.mtimeMs, body, encoding) : body;
  res.writeHead(200, {
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': sent.length,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : sent);
}

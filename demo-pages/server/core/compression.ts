/** Compression as a production server does it: brotli or gzip for text, per the client's Accept-Encoding. */
import type { ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bodies this small gain nothing from compression. */
export const MIN_COMPRESS = 1024;
export const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip' | null;

/** The encoding the client accepts that we prefer: brotli, then gzip (a `;q=0` refusal is honoured). */
export function pickEncoding(res: ServerResponse): Encoding {
  const header = String(res.req?.headers['accept-encoding'] ?? '').toLowerCase();
  const accepts = (name: string) =>
    header.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      return token?.trim() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

export function compress(body: Buffer, encoding: Exclude<Encoding, null>, quality: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: quality >= 9 ? 9 : 6 });
}

/**
 * Sends a text body compressed when the client accepts it (pages and API answers: a fast brotli level, since they
 * are compressed on every request). Headers given win, except the length and encoding this decides.
 */
export function sendCompressible(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string | number>,
): void {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const type = String(headers['Content-Type'] ?? '');
  const encoding = raw.length >= MIN_COMPRESS && COMPRESSIBLE.test(type) ? pickEncoding(res) : null;
  const sent = encoding ? compress(raw, encoding, 5) : raw;
  res.writeHead(status, {
    ...headers,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': sent.length,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : sent);
}

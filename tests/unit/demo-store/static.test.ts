import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHtml } from '../../../demo-pages/server/core/http';
import { sendFile } from '../../../demo-pages/server/core/static';

// Issue 12: "the demo store serves like a good production server": brotli/gzip for text, immutable hashed chunks.
const dir = mkdtempSync(join(tmpdir(), 'parts-static-'));
const script = `export const text = ${JSON.stringify('brake pads '.repeat(400))};\n`;
let server: Server;
let base = '';

beforeAll(async () => {
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'boot.js'), script);
  writeFileSync(join(dir, 'chunks', 'chunk-AB12CD34.js'), script);
  server = createServer((req, res) => {
    if (req.url === '/page') return sendHtml(res, 200, `<!DOCTYPE html><p>${'Summit Parts '.repeat(300)}</p>`);
    sendFile(res, dir, (req.url ?? '/').slice(1)).catch(() => {
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request (no automatic decompression), with the body as sent. */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ res: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ res, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

describe('static files and pages: compression and caching', () => {
  it('sends scripts brotli-compressed to a client that accepts br, gzip to one that accepts only gzip', async () => {
    const br = await raw('/boot.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.res.headers['content-encoding']).toBe('br');
    expect(br.res.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 4);
    const gz = await raw('/boot.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await raw('/boot.js');
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('hashed chunks are cached as immutable; the loader is revalidated, and a matching ETag gets 304', async () => {
    const chunk = await raw('/chunks/chunk-AB12CD34.js');
    expect(chunk.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const boot = await raw('/boot.js');
    expect(boot.res.headers['cache-control']).toBe('no-cache');
    const again = await raw('/boot.js', { 'If-None-Match': String(boot.res.headers.etag) });
    expect(again.res.statusCode).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('pages are compressed and revalidated, never no-store (which keeps them out of the back/forward cache)', async () => {
    const page = await raw('/page', { 'Accept-Encoding': 'br' });
    expect(page.res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('Summit Parts');
    expect(page.res.headers['cache-control']).toBe('private, no-cache');
  });
});

// @vitest-environment node
// The client is tested against a real local HTTP server (ky's house style): real fetch, real sockets.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { call, serverMessages, setStaffToken } from '../../../src/api/client';
import {
  ApiError,
  HttpError,
  NetworkError,
  SchemaError,
  outcomeUnknown,
  ServerMessageError,
  SESSION_EXPIRED,
  SessionExpiredError,
  SYSTEM_ERROR,
  TimeoutError,
  UnreadableAnswerError,
  userMessage,
} from '../../../src/api/errors';
import { CartEnvelopeSchema } from '../../../src/cart/schemas/cart';
import { cartLine, wireCart } from '../helpers/cart-fixtures';
import { startServer } from '../helpers/http-server';
import { allowSharedDomCleanup } from '../helpers/node-env';

allowSharedDomCleanup();

const ItemSchema = v.object({ id: v.number(), name: v.string() });

let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Runs the call and returns what it threw (fails the test if it did not throw). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('call: the request on the wire', () => {
  it('GETs with the X-Requested-With header and parses the answer through the schema', async () => {
    server.answer('/item/get', 200, JSON.stringify({ id: 7, name: 'Oil Filter', extra: true }));
    const item = await call(ItemSchema, server.url('/item/get?product_id=7'));
    expect(item).toEqual({ id: 7, name: 'Oil Filter' });
    const received = server.received.at(-1)!;
    expect(received.method).toBe('GET');
    expect(received.url).toBe('/item/get?product_id=7');
    expect(received.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(received.headers.accept).toContain('application/json');
  });

  it('POSTs a form with PHP-style keys, and PUTs when asked', async () => {
    server.answer('/item/save', 200, JSON.stringify({ id: 1, name: 'x' }));
    await call(ItemSchema, server.url('/item/save'), {
      form: { product_id: 5, option: { 12: 5, 13: [1, 2] }, apply_labor: true },
    });
    let received = server.received.at(-1)!;
    expect(received.method).toBe('POST');
    expect(received.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(decodeURIComponent(received.body)).toBe(
      'product_id=5&option[12]=5&option[13][0]=1&option[13][1]=2&apply_labor=1',
    );

    await call(ItemSchema, server.url('/item/save'), { method: 'PUT', form: { key: 'abc', quantity: 3 } });
    received = server.received.at(-1)!;
    expect(received.method).toBe('PUT');
    expect(received.body).toBe('key=abc&quantity=3');
  });
});

describe('call: "a closed set of typed errors"', () => {
  it('500 with no message → HttpError with the status', async () => {
    server.answer('/e/500', 500, '<h1>Internal Server Error</h1>', 'text/html');
    const error = await failure(call(ItemSchema, server.url('/e/500')));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(userMessage(error)).toBe(SYSTEM_ERROR);
  });

  it('500 with an empty JSON object → HttpError', async () => {
    server.answer('/e/500-json', 500, '{}');
    const error = await failure(call(ItemSchema, server.url('/e/500-json')));
    expect(error).toBeInstanceOf(HttpError);
  });

  it('400 with {"error":"x"} → ServerMessageError "x"', async () => {
    server.answer('/e/400', 400, JSON.stringify({ error: 'Warning: Product not found!' }));
    const error = await failure(call(ItemSchema, server.url('/e/400')));
    expect(error).toBeInstanceOf(ServerMessageError);
    expect(error).toMatchObject({ kind: 'server', message: 'Warning: Product not found!', data: null });
    expect(userMessage(error)).toBe('Warning: Product not found!');
  });

  it('200 with {"error_message":"y"} → ServerMessageError with the rest of the answer parsed as data', async () => {
    const cart = wireCart([cartLine()]);
    server.answer('/cart/add', 200, JSON.stringify({ error_message: 'Only 1 left in stock.', cart }));
    const error = await failure(
      call(CartEnvelopeSchema, server.url('/cart/add'), { form: { product_id: 101, quantity: 2 } }),
    );
    expect(error).toBeInstanceOf(ServerMessageError);
    const serverError = error as ServerMessageError<v.InferOutput<typeof CartEnvelopeSchema>>;
    expect(serverError.message).toBe('Only 1 left in stock.');
    expect(serverError.messages).toEqual(['Only 1 left in stock.']);
    expect(serverError.data?.cart?.products[0]?.name).toBe('Front Brake Pad Set');
    expect(serverError.data?.cart?.total).toBe(41.15);
  });

  it('error_message with an answer that does not parse → ServerMessageError with data null', async () => {
    server.answer('/cart/add-bad', 200, JSON.stringify({ error_message: 'y', cart: { products: 5 } }));
    const error = await failure(call(CartEnvelopeSchema, server.url('/cart/add-bad')));
    expect(error).toBeInstanceOf(ServerMessageError);
    expect(error).toMatchObject({ message: 'y', data: null });
  });

  it('errors: {field: "msg"} → fieldErrors by field (nested fields as dot paths)', async () => {
    server.answer(
      '/customer/save',
      200,
      JSON.stringify({
        errors: { email: 'E-Mail Address does not appear to be valid!', option: { 12: 'Color required!' } },
      }),
    );
    const error = await failure(call(ItemSchema, server.url('/customer/save'), { form: { email: 'x' } }));
    expect(error).toBeInstanceOf(ServerMessageError);
    const serverError = error as ServerMessageError;
    expect(serverError.fieldErrors).toEqual({
      email: 'E-Mail Address does not appear to be valid!',
      'option.12': 'Color required!',
    });
    expect(serverError.messages).toEqual(['E-Mail Address does not appear to be valid!', 'Color required!']);
  });

  it(`a malformed body (wrong shape) → SchemaError, and userMessage() gives "${SYSTEM_ERROR}"`, async () => {
    server.answer('/e/shape', 200, JSON.stringify({ id: 'seven', name: 'Oil Filter' }));
    const error = await failure(call(ItemSchema, server.url('/e/shape')));
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).message).toContain('id');
    expect((error as SchemaError).issues.length).toBeGreaterThan(0);
    expect(userMessage(error)).toBe('A system error occurred. Contact your administrator.');
  });

  it('a non-JSON body (an HTML page, a login page after a timeout) → UnreadableAnswerError, the system error', async () => {
    server.answer('/e/html', 200, '<html><body>Fatal error: …</body></html>', 'text/html');
    const error = await failure(call(ItemSchema, server.url('/e/html')));
    expect(error).toBeInstanceOf(UnreadableAnswerError);
    expect(error).toMatchObject({ kind: 'unreadable' });
    expect(outcomeUnknown(error)).toBe(true);
    expect(userMessage(error)).toBe(SYSTEM_ERROR);
  });

  it('a PHP notice before the JSON → UnreadableAnswerError, whose outcome is unknown', async () => {
    const notice = '<br />\n<b>Notice</b>:  Undefined index: product_id in <b>/x.php</b> on line <b>1</b><br />\n';
    server.answer('/e/notice', 200, `${notice}{"id":1,"name":"x"}`, 'text/html');
    const error = await failure(call(ItemSchema, server.url('/e/notice')));
    expect(error).toBeInstanceOf(UnreadableAnswerError);
    expect(outcomeUnknown(error)).toBe(true);
  });

  it('401 and 403 → SessionExpiredError with the session message, whatever the body says', async () => {
    for (const status of [401, 403]) {
      server.answer(`/e/${status}`, status, JSON.stringify({ error: 'Warning: You do not have permission!' }));
      const error = await failure(call(ItemSchema, server.url(`/e/${status}`), { form: { name: 'typed' } }));
      expect(error).toBeInstanceOf(SessionExpiredError);
      expect(error).toMatchObject({ kind: 'http', status });
      expect(outcomeUnknown(error)).toBe(false);
      expect(userMessage(error)).toBe(SESSION_EXPIRED);
    }
    // Asked once each: nothing is retried blindly.
    expect(server.received.filter((r) => /^\/e\/40[13]$/.test(r.url))).toHaveLength(2);
  });

  it('a dropped connection → NetworkError', async () => {
    server.route('/e/drop', (req) => req.socket.destroy());
    const error = await failure(call(ItemSchema, server.url('/e/drop')));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'network' });
    expect(userMessage(error)).toBe(SYSTEM_ERROR);
  });

  it('nothing listening → NetworkError', async () => {
    const closed = await startServer();
    const url = closed.url('/gone');
    await closed.close();
    expect(await failure(call(ItemSchema, url))).toBeInstanceOf(NetworkError);
  });

  it('a slow answer beyond the timeout → TimeoutError', async () => {
    server.route('/e/slow', (_req, res) => {
      const timer = setTimeout(
        () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":1,"name":"late"}'),
        1000,
      );
      res.on('close', () => clearTimeout(timer));
    });
    const started = Date.now();
    const error = await failure(call(ItemSchema, server.url('/e/slow'), { timeout: 40 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('an abort by the caller is passed through as an AbortError, not reported as a failure', async () => {
    server.route('/e/hang', (_req, res) => {
      const timer = setTimeout(() => res.end('{}'), 1000);
      res.on('close', () => clearTimeout(timer));
    });
    const controller = new AbortController();
    const pending = failure(call(ItemSchema, server.url('/e/hang'), { signal: controller.signal }));
    setTimeout(() => controller.abort(), 10);
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('every failure is one of the closed set', async () => {
    server.answer('/e/503', 503, '');
    const errors = await Promise.all([
      failure(call(ItemSchema, server.url('/e/503'))),
      failure(call(ItemSchema, server.url('/e/shape'))),
      failure(call(ItemSchema, server.url('/e/400'))),
    ]);
    for (const error of errors) expect(error).toBeInstanceOf(ApiError);
    expect(errors.map((e) => (e as ApiError).kind)).toEqual(['http', 'schema', 'server']);
  });
});

describe('serverMessages', () => {
  it('reads error, error_message and errors, without duplicates, ignoring blanks', () => {
    expect(serverMessages({ error: 'a', error_message: ['a', ' '], errors: { x: 'b' } })).toEqual({
      messages: ['a', 'b'],
      fields: { x: 'b' },
    });
    expect(serverMessages({ success: 'ok' })).toEqual({ messages: [], fields: {} });
    expect(serverMessages(null)).toEqual({ messages: [], fields: {} });
    expect(serverMessages([{ error: 'x' }])).toEqual({ messages: [], fields: {} });
  });
});

describe('the staff session token (X-Staff-Token)', () => {
  it('goes with every call to the page’s own origin, never to another origin or an anonymous (third-party) call', async () => {
    server.answer('/staff-token', 200, '{}');
    const sent = () => server.received.filter((r) => r.url === '/staff-token').at(-1)?.headers['x-staff-token'];
    try {
      setStaffToken('t0ken-of-this-session');
      vi.stubGlobal('location', new URL(server.url('/pos/order')));
      await call(v.object({}), server.url('/staff-token'));
      expect(sent()).toBe('t0ken-of-this-session');
      await call(v.object({}), server.url('/staff-token'), { anonymous: true });
      expect(sent()).toBeUndefined();
      // The page is on another origin than the call: the token stays home.
      vi.stubGlobal('location', new URL('http://127.0.0.1:1/pos/order'));
      await call(v.object({}), server.url('/staff-token'));
      expect(sent()).toBeUndefined();
      setStaffToken('');
      vi.stubGlobal('location', new URL(server.url('/pos/order')));
      await call(v.object({}), server.url('/staff-token'));
      expect(sent()).toBeUndefined();
    } finally {
      setStaffToken('');
      vi.unstubAllGlobals();
    }
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getJSON, HttpError, postJSON, request, XSRF_HEADER_NAME } from '../../../src/lib/http';

type Handler = (url: string, init: RequestInit) => Promise<Response>;
let handler: Handler;
const fetchMock = vi.fn((url: string, init: RequestInit) => handler(url, init));

/** A fetch that never answers until aborted, like a hung server. */
const hang: Handler = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('http', () => {
  it('parses JSON and sends objects as JSON bodies', async () => {
    handler = async () => new Response('{"item_count":2}', { status: 200 });
    await expect(getJSON('/cart.js')).resolves.toEqual({ item_count: 2 });
    await postJSON('/cart/add.js', { items: [{ id: 1 }] });
    const init = fetchMock.mock.calls[1]![1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"items":[{"id":1}]}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('rejects statuses outside 200-299 with the status and parsed body', async () => {
    handler = async () => new Response('{"status":422,"message":"Cart Error","description":"Sold out"}', { status: 422 });
    const error = await request('/cart/add.js').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Request failed with status code 422');
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).body).toMatchObject({ description: 'Sold out' });
  });

  it('reports network failures as "Network Error"', async () => {
    handler = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(getJSON('/cart.js')).rejects.toThrow(/^Network Error$/);
  });

  it('times out with "timeout of {n}ms exceeded" and has no timeout by default', async () => {
    vi.useFakeTimers();
    handler = hang;
    const timed = getJSON('/slow', { timeout: 1500 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1499);
    const untimed = getJSON('/slow').then(
      () => 'settled',
      () => 'settled',
    );
    let untimedSettled = false;
    void untimed.then(() => (untimedSettled = true));
    await vi.advanceTimersByTimeAsync(1);
    const error = await timed;
    expect((error as HttpError).message).toBe('timeout of 1500ms exceeded');
    expect((error as HttpError).code).toBe('timeout');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(untimedSettled).toBe(false);
  });

  it('reports a caller abort as "Request aborted"', async () => {
    handler = hang;
    const controller = new AbortController();
    const pending = getJSON('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/^Request aborted$/);
  });

  it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on same-origin requests only', async () => {
    handler = async () => new Response('null');
    document.cookie = 'XSRF-TOKEN=abc%20123; path=/';
    await getJSON('/cart.js');
    await getJSON('https://elsewhere.example/1/events');
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get(XSRF_HEADER_NAME)).toBe('abc 123');
    expect(new Headers(fetchMock.mock.calls[1]![1].headers).get(XSRF_HEADER_NAME)).toBeNull();
  });

  it('returns non-JSON bodies as text and empty bodies as null', async () => {
    handler = async () => new Response('<p>hi</p>');
    await expect(getJSON('/page')).resolves.toBe('<p>hi</p>');
    handler = async () => new Response('');
    await expect(getJSON('/empty')).resolves.toBeNull();
  });
});

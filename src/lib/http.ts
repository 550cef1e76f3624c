/**
 * fetch wrapper for the theme's own endpoints (/cart.js …). Errors carry the messages the
 * spec lists, so callers and logs read the same whatever failed.
 */

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

export type HttpErrorCode = 'aborted' | 'network' | 'timeout' | 'status';

export class HttpError extends Error {
  readonly code: HttpErrorCode;
  readonly status?: number;
  /** Parsed response body for status errors (Shopify sends {status, message, description}). */
  readonly body?: unknown;

  constructor(message: string, code: HttpErrorCode, status?: number, body?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Objects are sent as JSON; FormData/URLSearchParams/strings as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds; 0 (the default) means no timeout. */
  timeout?: number;
  signal?: AbortSignal;
  /** 'text' answers the body as a string (HTML); default parses JSON when it can. */
  as?: 'json' | 'text';
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

function isSameOrigin(url: string): boolean {
  if (typeof location === 'undefined') return true;
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) {
    return body;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, timeout = 0, signal } = options;
  const headers = new Headers({ Accept: options.as === 'text' ? 'text/html' : 'application/json', ...options.headers });
  const xsrf = isSameOrigin(url) ? readCookie(XSRF_COOKIE_NAME) : undefined;
  if (xsrf) headers.set(XSRF_HEADER_NAME, xsrf);

  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  const failure = (): HttpError => (timedOut ? new HttpError(`timeout of ${timeout}ms exceeded`, 'timeout') : new HttpError('Request aborted', 'aborted'));

  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: encodeBody(body, headers),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch {
      throw controller.signal.aborted ? failure() : new HttpError('Network Error', 'network');
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw controller.signal.aborted ? failure() : new HttpError('Network Error', 'network');
    }
    const data = options.as === 'text' ? text : parseBody(text);
    if (response.status < 200 || response.status > 299) {
      throw new HttpError(`Request failed with status code ${response.status}`, 'status', response.status, data);
    }
    return data as T;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export function getJSON<T = unknown>(url: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
  return request<T>(url, { ...options, method: 'GET' });
}

/** GET an HTML or text body (Section Rendering API `?section_id=`). */
export function getText(url: string, options: Omit<RequestOptions, 'method' | 'body' | 'as'> = {}) {
  return request<string>(url, { ...options, method: 'GET', as: 'text' });
}

export function postJSON<T = unknown>(url: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
  return request<T>(url, { ...options, method: 'POST', body });
}

// What a failed request answers: shopper errors become 4xx answers (a stand-in's own error format
// for its unreadable bodies), a theme bug the loud theme error page, anything else a recorded 500.
import { escapeHtml } from '../src/contracts/html';
import { clientError } from './http/answers';
import { BodyError } from './http/body';
import { HttpError, htmlResponse, jsonResponse, type PreviewResponse } from './http/types';
import { renderThemeErrorPage, ThemeError } from './liquid';
import { standInBodyError } from './services/algolia-wire';
import { klaviyoBodyError } from './services/klaviyo';
import { CartError } from './shop/cart';

/** What went wrong, for the log: a label and what to print after it. */
export type Unexpected = (err: unknown, label: string, detail: unknown) => void;

/** The answer to `err` thrown for `method url`; `unexpected` records and logs what is no shopper's doing. */
export function errorAnswer(err: unknown, request: { method: string; url: string; wantsJson: boolean }, unexpected: Unexpected): PreviewResponse {
  const { url, wantsJson } = request;
  if (err instanceof BodyError || err instanceof HttpError) {
    return (
      klaviyoBodyError(url, err.status, err.message) ??
      (err instanceof BodyError ? standInBodyError(url, err.status) : undefined) ??
      clientError(err.status, err.message, wantsJson)
    );
  }
  if (err instanceof CartError) return jsonResponse(err.status, err.body);
  if (err instanceof ThemeError && !wantsJson) {
    // A theme bug, not shopper input: loud, with file and line.
    unexpected(err, `[preview] theme error in ${err.file}:${err.line}:`, err.message);
    return htmlResponse(500, renderThemeErrorPage(err), { 'cache-control': 'no-store' });
  }
  unexpected(err, `[preview] ${request.method} ${url} failed:`, err);
  const message = err instanceof Error ? err.message : String(err);
  return wantsJson
    ? jsonResponse(500, { status: 500, message: 'Internal Server Error', description: message })
    : htmlResponse(
        500,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview error</title></head><body><h1>Preview error</h1><p>${escapeHtml(message)}</p><p>The stack trace is in the terminal.</p></body></html>`,
      );
}

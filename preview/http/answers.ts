// The bare answers the HTTP layer gives by itself: 404, and a 4xx or 5xx with its message, as JSON
// for JSON clients (Shopify's `{ status, message, description }`) or a minimal HTML page.
import http from 'node:http';
import { escapeHtml } from '../../src/contracts/html';
import { htmlResponse, jsonResponse, type PreviewResponse } from './types';

export function notFound(wantsJson: boolean): PreviewResponse {
  if (wantsJson) return jsonResponse(404, { status: 404, message: 'Not Found', description: 'Not Found' });
  return htmlResponse(
    404,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>404 Not Found</h1></body></html>',
  );
}

export function clientError(status: number, message: string, wantsJson: boolean): PreviewResponse {
  const title = http.STATUS_CODES[status] ?? 'Error';
  if (wantsJson) return jsonResponse(status, { status, message: title, description: message });
  return htmlResponse(
    status,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${status}</title></head><body><h1>${status} ${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`,
  );
}

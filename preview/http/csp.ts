// The Content-Security-Policy the preview reports against (issue 14): a strict policy the theme
// must pass on every page, sent as Report-Only so another theme served with `--theme` still works,
// with violations posted to /__olivine/csp-reports (kept in memory, readable there for tests).
// Inline scripts are allowed by hash only: the preview's own (content_for_header, live reload)
// and the theme's static ones (a <script> in a theme file with no Liquid inside it), so an
// injected script or an inline event handler is a violation.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jsonResponse, type Route } from './types';

export const CSP_REPORTS_PATH = '/__olivine/csp-reports';
const MAX_REPORTS = 500;
const THEME_DIRS = ['layout', 'sections', 'snippets', 'blocks'];
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_SCRIPT = /\btype\s*=\s*["']?(?:application\/(?:ld\+)?json|text\/template)/i;

const hashOf = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

// The preview's own inline scripts, by hash (a handful: one per language and mode).
const previewScripts = new Set<string>();

/** Registers an inline script the preview itself writes into pages (its exact text). */
export function trustPreviewScript(text: string): void {
  if (previewScripts.size > 100) previewScripts.clear();
  previewScripts.add(hashOf(text));
}

/** Hashes of the theme's static inline scripts: executable, no `src`, no Liquid inside. */
function themeScriptHashes(themeRoot: string): string[] {
  const hashes = new Set<string>();
  for (const dir of THEME_DIRS) {
    const folder = path.join(themeRoot, dir);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder)) {
      if (!name.endsWith('.liquid')) continue;
      const source = fs.readFileSync(path.join(folder, name), 'utf8');
      for (const [, attributes = '', body = ''] of source.matchAll(INLINE_SCRIPT)) {
        if (/\bsrc\s*=/i.test(attributes) || DATA_SCRIPT.test(attributes)) continue;
        if (body.includes('{{') || body.includes('{%') || body.trim() === '') continue;
        hashes.add(hashOf(body));
      }
    }
  }
  return [...hashes];
}

/** The policy for a theme; with `watch`, theme scripts are read again for each page. */
export function contentSecurityPolicy(themeRoot: string, watch: boolean): () => string {
  let themeHashes: string[] | null = null;
  return () => {
    if (watch || themeHashes === null) themeHashes = themeScriptHashes(themeRoot);
    return [
      "default-src 'self'",
      `script-src 'self' ${[...themeHashes, ...previewScripts].join(' ')}`.trim(),
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "media-src 'self' blob:",
      "connect-src 'self'",
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
      `report-uri ${CSP_REPORTS_PATH}`,
    ].join('; ');
  };
}

/** POST: a browser's violation report (application/csp-report or reports+json); GET: all kept. */
export function cspReportRoutes(): Route[] {
  const reports: unknown[] = [];
  return [
    {
      method: ['GET', 'POST', 'DELETE'],
      pattern: /^\/__olivine\/csp-reports\/?$/,
      handler: (req) => {
        if (req.method === 'GET') return jsonResponse(200, { reports });
        if (req.method === 'DELETE') {
          reports.length = 0;
          return { status: 204, headers: {}, body: '' };
        }
        const body: unknown = req.body;
        const list = Array.isArray(body) ? body : [body];
        for (const item of list) {
          if (typeof item !== 'object' || item === null) continue;
          const record = item as Record<string, unknown>;
          reports.push(record['csp-report'] ?? record.body ?? record);
        }
        if (reports.length > MAX_REPORTS) reports.splice(0, reports.length - MAX_REPORTS);
        return { status: 204, headers: {}, body: '' };
      },
    },
  ];
}

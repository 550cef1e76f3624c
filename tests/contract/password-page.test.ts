// The storefront password page (layout/password.liquid): its only heading, the shop's name, is the
// page's largest text; the display font it is set in is preloaded, so the first paint already
// uses it and the swap does not move the newsletter below (Lighthouse's CLS 0.064 without).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { tempDir } from './helpers';

let server: PreviewServer;
beforeAll(async () => {
  server = await startServer({ port: 0, stateDir: tempDir(), strict: true, logError: () => {} });
});
afterAll(async () => {
  await server.close();
});

it('preloads the display font of its heading, the file its @font-face for basic Latin names', async () => {
  const res = await fetch(`${server.url}/password`);
  const html = await res.text();
  expect(res.status).toBe(200);
  expect(html.match(/<h1\b[^>]*class="[^"]*display[^"]*"[^>]*>([^<]*)<\/h1>/)?.[1]).toBe('Good Drop Olive Oil Co.');
  const fontFace = /@font-face\s*\{[^}]*font-family:\s*'Fraunces Variable'[^}]*src:\s*url\(([^)]+)\)[^}]*unicode-range:\s*U\+0000-007F/.exec(html);
  expect(fontFace, 'the basic Latin @font-face of the display font').not.toBeNull();
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)].map((m) => ({
    href: /href="([^"]+)"/.exec(m[0])?.[1],
    as: /\bas="([^"]+)"/.exec(m[0])?.[1],
    crossorigin: /\scrossorigin\b/.test(m[0]),
  }));
  expect(preloads).toEqual([{ href: fontFace![1], as: 'font', crossorigin: true }]);
});

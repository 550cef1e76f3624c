// YouTube and Vimeo players offline: rendered pages point the players' embed URLs
// (external_video_url / external_video_tag) at /__olivine/embed/<host>/<id>, a same-origin stand-in
// that plays the sample shop's own clip under a caption naming the video, and obeys the commands a
// theme posts to the player (../hosted/embed-player.ts). Online the store's page embeds the real
// player; offline the iframe would fail to load and leave a hole in the gallery.
import { classicScript } from '../http/browser-scripts';
import { htmlResponse, type Route } from '../http/types';
import { escapeHtml } from '../liquid/html';

const EMBED = '/__olivine/embed/';
const PLAYERS = /https:\/\/(?:www\.youtube(?:-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)/g;

/** A rendered page with the players' embed URLs pointed at the stand-in. */
export function localizeVideoEmbeds(html: string): string {
  // One pass over the page: most pages name youtube or vimeo somewhere (a social link), so testing for the words first costs more.
  return html.replace(PLAYERS, (url) => `${EMBED}${url.includes('vimeo') ? 'vimeo' : 'youtube'}/`);
}

const on = (value: string | null) => value === '1' || value === 'true';

let playerScript: Promise<string> | undefined;

export function videoEmbedRoutes(): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/__olivine\/embed\/player\.js$/,
      handler: async () => {
        playerScript ??= classicScript('embed-player.ts')();
        return { status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' }, body: await playerScript };
      },
    },
    {
      method: 'GET',
      pattern: /^\/__olivine\/embed\/(youtube|vimeo)\/([\w-]{1,64})\/?$/,
      handler: (req, match) => {
        const [, host = 'youtube', id = ''] = match;
        const q = req.url.searchParams;
        const autoplay = on(q.get('autoplay'));
        const flags = [q.get('controls') === '0' ? '' : 'controls', autoplay ? 'autoplay muted' : '', on(q.get('loop')) ? 'loop' : '', 'playsinline']
          .filter(Boolean)
          .join(' ');
        const name = host === 'vimeo' ? 'Vimeo' : 'YouTube';
        const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} video ${escapeHtml(id)} (offline)</title>
<link rel="icon" href="data:,">
<style>html,body{margin:0;height:100%;background:#000;color:#fff;font:14px/1.4 system-ui,sans-serif}video{display:block;width:100%;height:100%;object-fit:contain}p{position:absolute;left:0;right:0;top:0;margin:0;padding:8px 12px;background:rgb(0 0 0 / 0.6)}</style>
</head><body>
<video ${flags} preload="metadata"><source src="/cdn/shop/videos/the-everyday-pour.webm" type="video/webm"><source src="/cdn/shop/videos/the-everyday-pour.mp4" type="video/mp4"></video>
<p>${name} video ${escapeHtml(id)}: it plays from ${name} on a live store; offline, the sample shop's clip stands in.</p>
<script src="${EMBED}player.js"></script>
</body></html>`;
        return htmlResponse(200, html, { 'cache-control': 'no-store' });
      },
    },
  ];
}

// YouTube and Vimeo players offline: a rendered page's embed URLs lead to the same-origin stand-in,
// which names the video, plays the sample clip with the embed's own options, and rejects a bad id.
import { describe, expect, it } from 'vitest';
import { localizeVideoEmbeds, videoEmbedRoutes } from '../../preview/handlers/video-embeds';
import type { PreviewRequest } from '../../preview/http/types';

async function get(url: string) {
  const u = new URL(url, 'http://shop.test');
  const route = videoEmbedRoutes().find((r) => r.pattern.test(u.pathname));
  if (!route) return { status: 404, body: '' };
  return route.handler({ url: u } as PreviewRequest, route.pattern.exec(u.pathname)!);
}

describe('video embeds offline', () => {
  it('points YouTube (and its no-cookie host) and Vimeo players at the stand-in, and nothing else', () => {
    const html =
      '<iframe src="https://www.youtube.com/embed/abc?enablejsapi=1"></iframe><iframe src="https://www.youtube-nocookie.com/embed/def"></iframe>' +
      '<iframe src="https://player.vimeo.com/video/123?loop=1"></iframe><a href="https://www.youtube.com/@gooddrop">YouTube</a>';
    expect(localizeVideoEmbeds(html)).toBe(
      '<iframe src="/__olivine/embed/youtube/abc?enablejsapi=1"></iframe><iframe src="/__olivine/embed/youtube/def"></iframe>' +
        '<iframe src="/__olivine/embed/vimeo/123?loop=1"></iframe><a href="https://www.youtube.com/@gooddrop">YouTube</a>',
    );
  });

  it('answers a player page naming the video, with the embed options (autoplay muted, loop, no controls)', async () => {
    const page = await get('/__olivine/embed/vimeo/76979871?autoplay=1&loop=1&controls=0');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<video autoplay muted loop playsinline preload="metadata">');
    expect(String(page.body)).toContain('<p>Vimeo video 76979871: it plays from Vimeo on a live store');
    const script = await get('/__olivine/embed/player.js');
    expect(String(script.body)).toContain("addEventListener('message'");
  });

  it('a video id with anything but letters, digits, - and _ is not a player page', async () => {
    expect((await get('/__olivine/embed/youtube/%3Cscript%3E')).status).toBe(404);
  });
});

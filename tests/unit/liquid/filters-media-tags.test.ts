import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

// Our own sample media, shaped like Shopify's media objects (product.media).
const poster = { src: '/cdn/shop/files/products/pour-poster.svg', width: 1280, height: 720, alt: '' };
const video = {
  media_type: 'video',
  alt: 'Pouring the lemon oil',
  preview_image: poster,
  sources: [
    { url: '/cdn/shop/videos/pour.mp4', mime_type: 'video/mp4', format: 'mp4' },
    { url: '/cdn/shop/videos/pour.m3u8', mime_type: 'application/x-mpegURL', format: 'm3u8' },
  ],
};
const youtube = { media_type: 'external_video', host: 'youtube', external_id: 'Olv1ne2Can3', alt: '', preview_image: poster };
const vimeo = { media_type: 'external_video', host: 'vimeo', external_id: '76979871', alt: 'Harvest day', preview_image: poster };
const model = {
  media_type: 'model',
  alt: 'The can in 3D',
  preview_image: poster,
  sources: [
    { url: '/cdn/shop/3d/models/can.usdz', mime_type: 'model/vnd.usdz+zip', format: 'usdz' },
    { url: '/cdn/shop/3d/models/can.glb', mime_type: 'model/gltf-binary', format: 'glb' },
  ],
};
const image = { media_type: 'image', alt: 'Lemon can', src: '/cdn/shop/files/products/lemon-can.svg', width: 1000, height: 1500 };
const product = { id: 7, title: 'Lemon Oil', media: [youtube, video] };
const globals = { product, request: { origin: 'https://good-drop.example' } };

const POSTER = '/cdn/shop/files/products/pour-poster.svg?v=1&amp;width=100&amp;height=100';
const YT_ALLOW = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture';

describe('video_tag', () => {
  it("prints Shopify's <video>: playsinline, preload=metadata, aria-label, the small poster, HLS source first, and the poster as fallback image", async () => {
    expect(await liquid('{{ v | video_tag }}', { v: video })).toBe(
      `<video playsinline="playsinline" preload="metadata" aria-label="Pouring the lemon oil" poster="${POSTER}">` +
        '<source src="/cdn/shop/videos/pour.m3u8" type="application/x-mpegURL"><source src="/cdn/shop/videos/pour.mp4" type="video/mp4">' +
        `<img src="${POSTER}"></video>`,
    );
  });
  it('takes HTML5 boolean attributes in the order given, and leaves HLS out of a looping video', async () => {
    const out = await liquid('{{ v | video_tag: autoplay: true, loop: true, muted: true, controls: true }}', { v: video });
    expect(out).toMatch(/^<video playsinline="playsinline" autoplay="autoplay" loop="loop" muted="muted" controls="controls" preload="metadata" aria-label=/);
    expect(out).not.toContain('m3u8');
  });
  it('sizes the poster with image_size and leaves false attributes out', async () => {
    const out = await liquid("{{ v | video_tag: image_size: '400x', autoplay: false }}", { v: video });
    expect(out).toContain('poster="/cdn/shop/files/products/pour-poster.svg?v=1&amp;width=400"');
    expect(out).not.toContain('autoplay');
    expect(out).not.toContain('image_size');
  });
  it('escapes alt text', async () => {
    expect(await liquid('{{ v | video_tag }}', { v: { ...video, alt: '"><script>' } })).toContain('aria-label="&quot;&gt;&lt;script&gt;"');
  });
});

describe('external_video_url and external_video_tag', () => {
  it("builds YouTube's embed URL with Shopify's defaults and the given parameters, keys sorted", async () => {
    expect(await liquid("{{ product.media.first | external_video_url: color: 'white' }}", globals)).toBe(
      'https://www.youtube.com/embed/Olv1ne2Can3?color=white&controls=1&enablejsapi=1&modestbranding=1&origin=https%3A%2F%2Fgood-drop.example&playsinline=1&rel=0',
    );
  });
  it("prints the iframe with attributes in Shopify's order; without alt text the title is the product title", async () => {
    expect(await liquid("{{ product.media.first | external_video_url: color: 'white' | external_video_tag: class: 'youtube-video' }}", globals)).toBe(
      `<iframe frameborder="0" allow="${YT_ALLOW}" allowfullscreen="allowfullscreen" class="youtube-video" ` +
        'src="https://www.youtube.com/embed/Olv1ne2Can3?color=white&amp;controls=1&amp;enablejsapi=1&amp;modestbranding=1&amp;origin=https%3A%2F%2Fgood-drop.example&amp;playsinline=1&amp;rel=0" title="Lemon Oil"></iframe>',
    );
  });
  it('embeds Vimeo with its player URL and the alt text as title', async () => {
    const out = await liquid("{{ v | external_video_url: loop: '1', muted: '1' | external_video_tag }}", { v: vimeo });
    expect(out).toMatch(
      /^<iframe frameborder="0" allow="autoplay; encrypted-media; fullscreen; picture-in-picture" allowfullscreen="allowfullscreen" src="https:\/\/player\.vimeo\.com\/video\/76979871\?[^"]*loop=1&amp;muted=1[^"]*" title="Harvest day"><\/iframe>$/,
    );
  });
});

describe('model_viewer_tag', () => {
  it('prints a <model-viewer> for the GLB source with the documented defaults', async () => {
    expect(await liquid('{{ m | model_viewer_tag }}', { m: model })).toBe(
      '<model-viewer src="/cdn/shop/3d/models/can.glb" camera-controls="true" style="--poster-color: transparent;" data-shopify-feature="1.12" ' +
        `alt="The can in 3D" poster="${POSTER}"></model-viewer>`,
    );
  });
  it('puts extra attributes first and lets them override a default', async () => {
    const out = await liquid("{{ m | model_viewer_tag: interaction-policy: 'allow-when-focused', camera-controls: false }}", { m: model });
    expect(out).toMatch(/^<model-viewer interaction-policy="allow-when-focused" src=/);
    expect(out).not.toContain('camera-controls');
  });
});

describe('media_tag', () => {
  it('picks the element for each media type: iframe, video with controls, model viewer, image', async () => {
    const out = await liquid('{% for m in list %}{{ m | media_tag }}\n{% endfor %}', { ...globals, list: [youtube, video, model, image] });
    const [iframe, vid, viewer, img] = out.trim().split('\n');
    expect(iframe).toMatch(/^<iframe frameborder="0" .* src="https:\/\/www\.youtube\.com\/embed\/Olv1ne2Can3\?controls=1&amp;/);
    expect(vid).toMatch(/^<video playsinline="playsinline" controls="controls" preload="metadata"/);
    expect(viewer).toMatch(/^<model-viewer src="\/cdn\/shop\/3d\/models\/can\.glb"/);
    expect(img).toMatch(/^<img src="\/cdn\/shop\/files\/products\/lemon-can\.svg\?v=1&amp;width=1000" alt="Lemon can"/);
  });
  it('passes image_size to the poster (and, as Shopify does, on to an iframe as an attribute)', async () => {
    const out = await liquid("{% for m in product.media %}{{ m | media_tag: image_size: '400x' }}{% endfor %}", globals);
    expect(out).toContain('allowfullscreen="allowfullscreen" image_size="400x" src=');
    expect(out).toContain('poster="/cdn/shop/files/products/pour-poster.svg?v=1&amp;width=400"');
  });
  it('prints nothing for something that is not media', async () => {
    expect(await liquid('[{{ nothing | media_tag }}][{{ "x" | video_tag }}][{{ "x" | model_viewer_tag }}][{{ "x" | external_video_tag }}]')).toBe('[][][][]');
  });
});

describe('deprecated image URL filters', () => {
  it('give the resource image at a legacy size, small by default', async () => {
    const article = { image: { src: '/cdn/shop/files/blog/harvest.svg', width: 1600, height: 900 } };
    expect(await liquid("{{ a.image | article_img_url }}|{{ a | collection_img_url: 'large' }}|{{ a | product_img_url: '480x' }}", { a: article })).toBe(
      '/cdn/shop/files/blog/harvest.svg?v=1&width=100&height=100|/cdn/shop/files/blog/harvest.svg?v=1&width=480&height=480|/cdn/shop/files/blog/harvest.svg?v=1&width=480',
    );
  });
});

// The image-with-text section: a static image block (content_for 'block') beside any theme blocks
// (content_for 'blocks'), through the offline storefront. The story page stores the image and four
// blocks; a section that has stored nothing yet still shows its static image, as a placeholder.
import { describe, expect, it } from 'vitest';
import { sampleServerPerFile } from './helpers';

const sample = sampleServerPerFile();

const sectionHtml = (body: string, id: string) => {
  const start = body.indexOf(`id="shopify-section-${id}"`);
  expect(start, `section ${id} is rendered`).toBeGreaterThan(-1);
  return body.slice(start, body.indexOf('</section>', start));
};

describe('image with text', () => {
  it('puts its static image in the media column and its blocks, in order, beside it', async () => {
    const res = await sample.get('/pages/about?view=story');
    expect(res.status).toBe(200);
    const html = sectionHtml(await res.text(), 'template--1__harvest');
    expect(html).toContain('image-with-text--image-right image-with-text--center');
    const media = html.slice(html.indexOf('image-with-text__media'), html.indexOf('image-with-text__content'));
    expect(media).toMatch(/<div id="shopify-block-[^"]+__image" class="shopify-block"><div class="block-image block-image--square"/);
    expect(media).toContain('/cdn/shop/files/banners/grove-crete.svg');
    const content = html.slice(html.indexOf('image-with-text__content'));
    const order = ['The harvest', 'Picked in the morning, canned by night', 'Our pickers start at first light.', 'Meet the oils'].map((text) =>
      content.indexOf(text),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('shows its static image block, as a placeholder, before anything is stored', async () => {
    const res = await sample.get('/?section_id=image-with-text');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(
      /<div class="image-with-text__media"><div id="shopify-block-[^"]+" class="shopify-block"><div class="block-image block-image--natural"[^>]*>\s*<svg[^>]*block-image__placeholder/,
    );
  });
});

// Olivine's theme blocks (blocks/) through the offline storefront: the Custom section of a fixture
// template (tests/contract/fixtures/theme-blocks-template.json) holds every block type, nested where
// they nest; each renders its markup in its wrapper, and its own element carries shopify_attributes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeBlockId } from '../../preview/liquid';
import { extraTemplateServerPerFile } from './helpers';

const repoRoot = path.resolve('.');
const sectionId = 'template--1__custom';
const id = (key: string) => themeBlockId(sectionId, key);
const theme = extraTemplateServerPerFile('tests/contract/fixtures/theme-blocks-template.json', 'index.blocks-test');

const page = async (pathname: string) => {
  const res = await fetch(theme.server.url + pathname);
  expect(res.status).toBe(200);
  return res.text();
};
/** The HTML of one block: from its wrapper's opening tag to the next block's wrapper (or the section's end). */
const blockHtml = (body: string, key: string) => {
  const start = body.indexOf(`id="shopify-block-${id(key)}"`);
  expect(start, `block ${key} is rendered`).toBeGreaterThan(-1);
  const next = body.indexOf('id="shopify-block-', start + 1);
  return body.slice(start, next === -1 ? body.indexOf('</section>', start) : next);
};

// block key in the fixture → what that block's own markup must hold
const expected: Record<string, (string | RegExp)[]> = {
  heading: ['<h3 class="block-heading block-heading--large block-align--center"', '>Fresh <em>oil</em></h3>'],
  text: ['class="block-text block-text--medium block-align--left rte"', '<p>Hello text</p>'],
  button: ['<a class="button button--secondary" href="/collections/olive-oil">Shop &amp; pour</a>'],
  image: ['class="block-image block-image--natural"', 'class="block-image__placeholder"'],
  video: ['class="block-video" style="aspect-ratio: 16 / 9;"', 'class="block-video__placeholder"'],
  icon: ['style="--icon-size: 48px;"', /<svg class="block-icon__svg" aria-hidden="true"/],
  icons: [/<ul class="block-icon-list" role="list"\s*><li $/], // its rows are <li> wrappers
  row: ['<span>Kept from light</span>'],
  product: ['class="block-product-card"', '<a class="card__link" href="/products/the-everyday">The Everyday</a>'],
  collection: ['<a class="card block-collection-card__link" href="/collections/olive-oil">', '<h3 class="block-collection-card__title">Olive Oil</h3>'],
  article: ['<article class="card article-card">', 'href="/blogs/glog/the-only-vinaigrette-you-need"'],
  spacer: ['<div class="block-spacer" style="--spacer-height: 48px;" aria-hidden="true"'],
  divider: ['<hr class="block-divider" style="--divider-thickness: 1px; --divider-width: 100%;"'],
  group: [/<div class="block-group block-group--row block-group--align-center color-scheme-olive" style="--group-gap: 16px; --group-padding: 0px;"\s*><div $/],
  columns: ['<div class="block-columns" style="--columns: 2; --group-gap: 24px;"'],
  quote: [
    '<blockquote class="block-quote__text"><p>&lt;b&gt;Best&lt;/b&gt; oil</p></blockquote>',
    '<figcaption class="block-quote__author">Camille</figcaption>',
  ],
  price: ['<div class="block-price"', '<span class="price__current">From $24.00</span>'],
  rating: ['role="img" aria-label="Rated 4.5 out of 5"', '<span class="block-rating__caption">1,200 cooks</span>'],
  badge: ['<span class="block-badge color-scheme-chartreuse">New</span>'],
  caption: ['<p class="block-caption block-align--left"', '>Harvest</p>'],
  signup: [`<form method="post" action="/contact#newsletter-${id('signup')}"`, '<button type="submit" class="button newsletter-form__submit">Join</button>'],
  social: ['aria-label="Social media"', '<a class="block-social__link" href="https://instagram.com/olivine">Instagram</a>'],
  payment: ['<ul class="block-payment-icons block-align--left" role="list" aria-label="Payment methods"', '<title id="pi-visa">Visa</title>'],
  location: [
    '<address class="block-location__address">Olivine Grove<br />\n12 Mill Road</address>',
    'href="https://www.google.com/maps/search/?api=1&query=Olivine+Grove%0A12+Mill+Road"',
  ],
  faq: ['<div class="block-accordion"'],
  question: ['<details class="block-accordion__row" open', '<span>Ship abroad?</span>', '<p>Yes.</p>'],
  stat: ['<p class="block-stat__value">0.2%</p>', '<p class="block-stat__label">acidity</p>'],
  links: ['<nav class="block-link-list" aria-label="Footer menu"', '<a href="/pages/faq">FAQ</a>'],
};

describe('Olivine theme blocks in the Custom section', () => {
  it('covers every block type of blocks/', () => {
    const fixture = JSON.stringify(JSON.parse(readFileSync(path.resolve('tests/contract/fixtures/theme-blocks-template.json'), 'utf8')));
    const types = readdirSync(path.join(repoRoot, 'blocks')).map((file) => file.replace(/\.liquid$/, ''));
    expect(types.length).toBeGreaterThanOrEqual(25);
    for (const type of types) expect(fixture, type).toContain(`"type":"${type}"`);
  });

  it("renders each block's markup inside its wrapper, in the custom section", async () => {
    const body = await page('/?view=blocks-test');
    expect(body).toContain(`<div class="custom-section content-section custom-section--start color-scheme-cream"`);
    expect(body).toContain('<div class="custom-section__inner page-width page-width--narrow">');
    for (const [key, fragments] of Object.entries(expected)) {
      const html = blockHtml(body, key);
      for (const fragment of fragments) {
        if (typeof fragment === 'string') expect(html, key).toContain(fragment);
        else expect(html, key).toMatch(fragment);
      }
    }
  });

  it('renders nested blocks inside their parent block', async () => {
    const body = await page('/?view=blocks-test');
    const wrapper = (key: string) => `<div id="shopify-block-${id(key)}" class="shopify-block">`;
    expect(body).toMatch(
      new RegExp(`${wrapper('group')}<div class="block-group [^>]*>${wrapper('columns')}<div class="block-columns[^>]*>${wrapper('quote')}`),
    );
    expect(body).toMatch(new RegExp(`${wrapper('faq')}<div class="block-accordion"\\s*>${wrapper('question')}<details`));
  });

  it("prints shopify_attributes on each block's own element in the theme editor", async () => {
    const body = await page('/?view=blocks-test&design_mode=1');
    for (const key of Object.keys(expected)) {
      const marker = `data-shopify-editor-block="{&quot;id&quot;:&quot;${id(key)}&quot;`;
      // once on the wrapper the storefront adds, once on the block's own root element
      expect(body.split(marker).length - 1, key).toBe(2);
    }
  });

  it('prints an empty custom section only in the editor, as a placeholder', async () => {
    const emptySection = (body: string) =>
      body.slice(body.indexOf('id="shopify-section-template--1__empty"'), body.indexOf('</section>', body.indexOf('template--1__empty')));
    expect(emptySection(await page('/?view=blocks-test'))).not.toContain('custom-section');
    expect(emptySection(await page('/?view=blocks-test&design_mode=1'))).toContain('<p class="section-placeholder">Add blocks to compose this section.</p>');
  });

  it('translates the rating for a French shopper', async () => {
    expect(blockHtml(await page('/fr/?view=blocks-test'), 'rating')).toContain('aria-label="Noté 4.5 sur 5"');
  });
});

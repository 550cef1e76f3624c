import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

// Our own product metafields, as { type, value } the way Shopify's metafield object has them.
const mf = (type: string, value: unknown) => ({ type, value });
const fields = {
  organic: mf('boolean', false),
  tin: mf('color', '#c9b037'),
  harvest: mf('date', '2026-10-01'),
  bottled: mf('date_time', '2026-10-14T15:05:00Z'),
  acidity: mf('json', { free_acidity: '0.2', unit: '%' }),
  price_per_ml: mf('money', { amount: '0.10', currency_code: 'USD' }),
  care: mf('multi_line_text_field', 'Keep cool & dark.\n\nUse within 18 months.'),
  polyphenols: mf('number_decimal', 412.5),
  cans: mf('number_integer', 6),
  recipes: mf('page_reference', { title: 'Recipes', url: '/pages/recipes' }),
  pairs_with: mf('product_reference', { title: 'Chili Oil', url: '/products/chili-oil' }),
  range: mf('collection_reference', { title: 'All oils', url: '/collections/all' }),
  rating: mf('rating', { value: '4.5', scale_min: '1.0', scale_max: '5.0' }),
  tagline: mf('single_line_text_field', 'Cold <pressed>'),
  source: mf('url', 'https://example.com/groves/lemon'),
  best: mf('variant_reference', { title: '500 ml', url: '/products/lemon-oil?variant=11' }),
  story: mf('rich_text_field', {
    type: 'root',
    children: [
      { type: 'heading', level: 3, children: [{ type: 'text', value: "Pressed with lemons, not 'flavour'" }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Whole ' },
          { type: 'text', value: 'lemons', bold: true },
          { type: 'text', value: ' go in.' },
        ],
      },
    ],
  }),
  width: mf('dimension', { value: 6.6666, unit: 'cm' }),
  volume: mf('volume', { value: 500.0, unit: 'MILLILITERS' }),
  weight: mf('weight', { value: 50, unit: 'g' }),
  towns: mf('list.single_line_text_field', ['Sorrento', 'Amalfi', 'Positano']),
  notes: mf('list.metaobject_reference', [{ name: { value: 'Lemon zest' } }, { name: { value: 'Cut grass' } }, { name: { value: 'Pepper' } }]),
  lead_note: mf('metaobject_reference', { name: { value: 'Lemon zest' } }),
  label: mf('file_reference', { media_type: 'image', src: '/cdn/shop/files/label.svg', width: 400, height: 300, alt: '' }),
  leaflet: mf('file_reference', {
    media_type: 'generic_file',
    url: '/cdn/shop/files/leaflet.pdf',
    preview_image: { src: '/cdn/shop/files/leaflet-preview.svg', width: 200, height: 280 },
  }),
};
const tag = (key: string, args = '') => liquid(`{{ f.${key} | metafield_tag${args} }}`, { f: fields });
const text = (key: string, args = '') => liquid(`{{ f.${key} | metafield_text${args} }}`, { f: fields });

describe('metafield_tag: basic types', () => {
  it('wraps each type in its documented element with class metafield-<type>', async () => {
    expect(await tag('organic')).toBe('<span class="metafield-boolean">false</span>');
    expect(await tag('tin')).toBe('<span class="metafield-color">#c9b037</span>');
    expect(await tag('harvest')).toBe('<time datetime="2026-10-01" class="metafield-date">October 1, 2026</time>');
    expect(await tag('bottled')).toBe('<time datetime="2026-10-14T15:05:00Z" class="metafield-date_time">Oct 14, 2026, 3:05 pm</time>');
    expect(await tag('acidity')).toBe('<script type="application/json" class="metafield-json">{"free_acidity":"0.2","unit":"%"}</script>');
    expect(await tag('price_per_ml')).toBe('<span class="metafield-money">$0.10 USD</span>');
    expect(await tag('care')).toBe('<span class="metafield-multi_line_text_field">Keep cool &amp; dark.<br />\n<br />\nUse within 18 months.</span>');
    expect(await tag('polyphenols')).toBe('<span class="metafield-number_decimal">412.5</span>');
    expect(await tag('cans')).toBe('<span class="metafield-number_integer">6</span>');
    expect(await tag('recipes')).toBe('<a href="/pages/recipes" class="metafield-page_reference">Recipes</a>');
    expect(await tag('pairs_with')).toBe('<a href="/products/chili-oil" class="metafield-product_reference">Chili Oil</a>');
    expect(await tag('range')).toBe('<a href="/collections/all" class="metafield-collection_reference">All oils</a>');
    expect(await tag('rating')).toBe('<span class="metafield-rating">4.5</span>');
    expect(await tag('source')).toBe('<a href="https://example.com/groves/lemon" class="metafield-url">example.com/groves/lemon</a>');
    expect(await tag('best')).toBe('<a href="/products/lemon-oil?variant=11" class="metafield-variant_reference">500 ml</a>');
    expect(await tag('story')).toBe(
      '<div class="metafield-rich_text_field"><h3>Pressed with lemons, not &#39;flavour&#39;</h3><p>Whole <strong>lemons</strong> go in.</p></div>',
    );
  });
  it('escapes merchant text', async () => {
    expect(await tag('tagline')).toBe('<span class="metafield-single_line_text_field">Cold &lt;pressed&gt;</span>');
  });
});

describe('metafield_tag: complex types', () => {
  it('splits measurements into value (two decimals at most) and unit', async () => {
    expect(await tag('width')).toBe(
      '<span class="metafield-dimension"><span class="metafield-dimension_value">6.67 </span><span class="metafield-dimension_unit">cm</span></span>',
    );
    expect(await tag('volume')).toBe(
      '<span class="metafield-volume"><span class="metafield-volume_value">500 </span><span class="metafield-volume_unit">mL</span></span>',
    );
    expect(await tag('weight')).toBe(
      '<span class="metafield-weight"><span class="metafield-weight_value">50 </span><span class="metafield-weight_unit">g</span></span>',
    );
  });
  it('lists as <ul>, or <ol> with list_format: ordered', async () => {
    const li = (s: string) => `<li class="metafield-single_line_text_field">${s}</li>`;
    expect(await tag('towns')).toBe(`<ul class="metafield-single_line_text_field-array">${li('Sorrento')}${li('Amalfi')}${li('Positano')}</ul>`);
    expect(await tag('notes', ": field: 'name', list_format: 'ordered'")).toBe(
      `<ol class="metafield-single_line_text_field-array">${li('Lemon zest')}${li('Cut grass')}${li('Pepper')}</ol>`,
    );
    expect(await tag('lead_note', ": field: 'name'")).toBe('<span class="metafield-single_line_text_field">Lemon zest</span>');
  });
  it('shows an image file as <img> and another file as a link around its preview', async () => {
    expect(await tag('label')).toBe('<img src="/cdn/shop/files/label.svg?v=1" loading="lazy" class="metafield-file_reference">');
    expect(await tag('leaflet')).toBe(
      '<a href="/cdn/shop/files/leaflet.pdf" class="metafield-file_reference"><img src="/cdn/shop/files/leaflet-preview.svg?v=1" loading="lazy"></a>',
    );
  });
});

describe('metafield_text', () => {
  it('prints the documented text of each type', async () => {
    expect(await text('recipes')).toBe('Recipes');
    expect(await text('best')).toBe('500 ml');
    expect(await text('cans')).toBe('6');
    expect(await text('weight')).toBe('50 g');
    expect(await text('width')).toBe('6.67 cm');
    expect(await text('price_per_ml')).toBe('$0.10 USD');
    expect(await text('story')).toBe("Pressed with lemons, not 'flavour' Whole lemons go in.");
    expect(await text('leaflet')).toBe('/cdn/shop/files/leaflet.pdf');
  });
  it('joins lists as a sentence', async () => {
    expect(await text('towns')).toBe('Sorrento, Amalfi, and Positano');
    expect(await text('notes', ": field: 'name'")).toBe('Lemon zest, Cut grass, and Pepper');
    expect(await text('lead_note', ": field: 'name'")).toBe('Lemon zest');
  });
});

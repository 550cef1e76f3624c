// Typed metafields ({ type, value } in the shop's data) and metaobject drops, read through LiquidJS
// with ownPropertyOnly on as the preview renders them; untyped values read exactly as before.
import { Liquid } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { metafieldDrop, metafieldsObject } from '../../../preview/shop/typed-metafields';
import { shopMetaobjects } from '../../../preview/shop/drops/metaobject';
import { metaobjectsShapeProblem, referencesProblem } from '../../../preview/data/check-metaobjects';
import { loadShopData } from '../../../preview/data/load';
import type { ShopData } from '../../../preview/shop/types';

const engine = new Liquid({ ownPropertyOnly: true });
const render = (tpl: string, scope: Record<string, unknown>) => engine.parseAndRenderSync(tpl, scope);
const typeAndText = (raw: unknown) => render('{{ m.type }}|{{ m }}|{{ m.list? }}', { m: metafieldDrop(raw) });

const shop = (over: Partial<ShopData>): ShopData => ({ ...loadShopData(), ...over });
const SWATCH = { file: 'disclosures/recyclable-can.svg', alt: 'Arrows', width: 240, height: 120 };
const withSwatch = (metaobjects: ShopData['metaobjects']) => {
  const base = loadShopData();
  return shop({ shop: { ...base.shop, files: [SWATCH] }, metaobjects, products: [], collections: [] });
};

describe('untyped metafield values', () => {
  it('keep the type inferred from their JSON and print as before', () => {
    expect(typeAndText(true)).toBe('boolean|true|false');
    expect(typeAndText(3)).toBe('number_integer|3|false');
    expect(typeAndText(2.5)).toBe('number_decimal|2.5|false');
    expect(typeAndText('https://example.test/a')).toBe('url|https://example.test/a|false');
    expect(typeAndText('Peppery')).toBe('single_line_text_field|Peppery|false');
    expect(typeAndText(['a', 'b'])).toBe('list.single_line_text_field|ab|true');
    expect(render('{{ m.type }}|{{ m.value.scale_max }}', { m: metafieldDrop({ rating: 4.5, scale_min: 1, scale_max: 5 }) })).toBe('rating|5');
  });

  it('an object that merely has type and value among other keys, or a type that is no Shopify type, stays json', () => {
    expect(render('{{ m.type }}|{{ m.value.type }}', { m: metafieldDrop({ type: 'single_line_text_field', value: 'x', note: 'y' }) })).toBe(
      'json|single_line_text_field',
    );
    expect(render('{{ m.type }}', { m: metafieldDrop({ type: 'Hot Sauce', value: 'x' }) })).toBe('json');
  });
});

describe('typed metafield values', () => {
  it('keep the declared type where the value alone would say another', () => {
    expect(typeAndText({ type: 'single_line_text_field', value: 'https://example.test/a' })).toBe('single_line_text_field|https://example.test/a|false');
    expect(typeAndText({ type: 'number_decimal', value: 3 })).toBe('number_decimal|3|false');
    expect(
      render('{{ m.type }}|{{ m.value.surfaces | join: "+" }}', { m: metafieldDrop({ type: 'json', value: { surfaces: ['product_page', 'checkout'] } }) }),
    ).toBe('json|product_page+checkout');
    expect(render('{{ m.type }}|{{ m.list? }}|{{ m.value.size }}', { m: metafieldDrop({ type: 'json', value: ['a', 'b'] }) })).toBe('json|false|2');
    const rich = metafieldDrop({ type: 'rich_text_field', value: { type: 'root', children: [] } });
    expect(render('{{ m.type }}|{{ m.value.type }}', { m: rich })).toBe('rich_text_field|root');
  });

  it('sit beside untyped ones in a metafields object, namespace by namespace', () => {
    const metafields = metafieldsObject({ custom: { plain: 'Peppery', typed: { type: 'multi_line_text_field', value: 'a\nb' } } });
    expect(render('{{ m.custom.plain.type }}|{{ m.custom.typed.type }}|{{ m.custom.typed.value | newline_to_br }}', { m: metafields })).toBe(
      'single_line_text_field|multi_line_text_field|a<br />\nb',
    );
  });
});

describe('references', () => {
  const { references, global } = shopMetaobjects(
    withSwatch({
      badge: {
        bold: { title: { type: 'single_line_text_field', value: 'Bold' }, type: 'a field named type', icon: { type: 'file_reference', value: SWATCH.file } },
        mild: { title: 'Mild', other: { type: 'metaobject_reference', value: 'badge/bold' } },
      },
    }),
  );

  it('a metaobject_reference is the metaobject: fields are metafields, system says who it is', () => {
    const m = metafieldDrop({ type: 'metaobject_reference', value: 'badge/mild' }, references);
    expect(
      render(
        '{{ m.value.title }}|{{ m.value.title.value }}|{{ m.value.title.type }}|{{ m.value.system.type }}|{{ m.value.system.handle }}|{{ m.value.handle }}|{{ m.value.type }}',
        { m },
      ),
    ).toBe('Mild|Mild|single_line_text_field|badge|mild|mild|badge');
    // A reference inside a metaobject resolves too; a field named `type` wins over the system's.
    expect(render('{{ m.value.other.value.title }}|{{ m.value.other.value.type }}|{{ m.value.other.value.system.type }}', { m })).toBe(
      'Bold|a field named type|badge',
    );
    const gid = `gid://shopify/Metaobject/${global.liquidMethodMissing('badge')!.liquidMethodMissing('bold')!.system.id}`;
    expect(render('{{ m }}|{{ m.value.title }}', { m: metafieldDrop({ type: 'metaobject_reference', value: gid }, references) })).toBe(`${gid}|Bold`);
  });

  it('a list of references is an array of metaobjects; unknown ones are left out, and it prints their GIDs', () => {
    const m = metafieldDrop({ type: 'list.metaobject_reference', value: ['badge/bold', 'badge/nope', 'badge/mild'] }, references);
    expect(render('{{ m.list? }}|{{ m.value.size }}|{% for b in m.value %}{{ b.title }},{% endfor %}', { m })).toBe('true|2|Bold,Mild,');
    expect(JSON.parse(String(m))).toEqual([
      expect.stringMatching(/^gid:\/\/shopify\/Metaobject\/\d+$/),
      expect.stringMatching(/^gid:\/\/shopify\/Metaobject\/\d+$/),
    ]);
    expect(render('[{{ m }}]|{{ m.value }}', { m: metafieldDrop({ type: 'metaobject_reference', value: 'badge/nope' }, references) })).toBe('[]|');
  });

  it("a file_reference is the shop file's image, with its size, ratio and alt", () => {
    const m = metafieldDrop({ type: 'file_reference', value: SWATCH.file }, references);
    expect(
      render('{{ m.value.src }}|{{ m.value.width }}x{{ m.value.height }}|{{ m.value.aspect_ratio }}|{{ m.value.alt }}|{{ m.value.media_type }}', { m }),
    ).toBe('/cdn/shop/files/disclosures/recyclable-can.svg|240x120|2|Arrows|image');
    expect(String(m)).toMatch(/^gid:\/\/shopify\/MediaImage\/\d+$/);
    const list = metafieldDrop({ type: 'list.file_reference', value: [SWATCH.file, 'nope.svg'] }, references);
    expect(render('{{ m.value.size }}|{{ m.value.first.width }}', { m: list })).toBe('1|240');
  });

  it('metaobjects.<type> lists its entries and finds one by handle; an unknown type or handle is nil', () => {
    const scope = { metaobjects: global };
    expect(
      render(
        "{{ metaobjects.badge.values_count }}|{% for b in metaobjects.badge.values %}{{ b.system.handle }},{% endfor %}|{{ metaobjects['badge']['bold'].title }}",
        scope,
      ),
    ).toBe('2|bold,mild,|Bold');
    expect(render('[{{ metaobjects.nope.bold }}]|[{{ metaobjects.badge.nope }}]', scope)).toBe('[]|[]');
  });

  it('any type or handle a merchant picks is found, even one named like a property of the drops', () => {
    const { global: edge } = shopMetaobjects(withSwatch({ types: { entries: { title: 'Edge' } } }));
    expect(render('{{ metaobjects.types.entries.title }}|{{ metaobjects.types.values_count }}', { metaobjects: edge })).toBe('Edge|1');
  });
});

describe('checking the data', () => {
  it('names a reference to a metaobject or file the shop does not have', () => {
    const base = loadShopData();
    const everyday = (metafields: Record<string, Record<string, unknown>>) =>
      base.products.map((p) => (p.handle === 'the-everyday' ? { ...p, metafields } : p));
    expect(referencesProblem(shop({ products: everyday({ custom: { badge: { type: 'metaobject_reference', value: 'badge/nope' } } }) }))).toEqual([
      'products.json',
      'the-everyday.metafields.custom.badge: no metaobject "badge/nope" in metaobjects.json',
    ]);
    expect(referencesProblem(withSwatch({ badge: { bold: { icon: { type: 'file_reference', value: 'missing.svg' } } } }))).toEqual([
      'metaobjects.json',
      'badge.bold.icon: no file "missing.svg" in shop.files',
    ]);
    expect(referencesProblem(withSwatch({ badge: { bold: { icon: { type: 'file_reference', value: SWATCH.file } } } }))).toBeUndefined();
  });

  it("rejects a metaobjects.json that is not type → handle → fields, and the sample shop's data passes", () => {
    expect(metaobjectsShapeProblem([])).toBe('top level should be an object of metaobject types');
    expect(metaobjectsShapeProblem({ badge: { bold: 'x' } })).toBe('badge.bold should be an object of fields');
    expect(metaobjectsShapeProblem(loadShopData().metaobjects)).toBeUndefined();
    expect(referencesProblem(loadShopData())).toBeUndefined();
  });
});

// Seed for metaobjects.json: the shop's product disclosures (Shopify's standard `shopify--disclosure`
// metaobjects), their symbols among the shop's Files, and the `shopify.disclosure` metafield that
// attaches them to a product, as themes such as Horizon read them.
import type { ImageRecord, MetaobjectsRecord } from '../../shop/types';

const DISCLOSURE = 'shopify--disclosure';

/** The symbols' image files (preview/data/images/disclosures), listed among the shop's Files. */
export const DISCLOSURE_FILES: ImageRecord[] = [
  { file: 'disclosures/recyclable-can.svg', alt: 'A green can inside two recycling arrows', width: 240, height: 240 },
  { file: 'disclosures/store-cool-dark.svg', alt: 'A can under a crescent moon', width: 240, height: 240 },
];

const paragraphs = (...texts: string[]) => ({
  type: 'root',
  children: texts.map((value) => ({ type: 'paragraph', children: [{ type: 'text', value }] })),
});

const disclosure = (title: string, symbol: string, content: string[]) => ({
  title: { type: 'single_line_text_field', value: title },
  symbol: { type: 'file_reference', value: symbol },
  content: { type: 'rich_text_field', value: paragraphs(...content) },
  display_preferences: { type: 'json', value: { surfaces: ['product_page'] } },
});

export const METAOBJECTS: MetaobjectsRecord = {
  [DISCLOSURE]: {
    'recyclable-can': disclosure('Recyclable can', 'disclosures/recyclable-can.svg', [
      'Our cans are steel, and steel recycles forever. Rinse it, pop it in curbside recycling, done.',
    ]),
    'store-cool-and-dark': disclosure('Store cool and dark', 'disclosures/store-cool-dark.svg', [
      'Keep the cap on and the can away from the stove and the sun.',
      'Best within two months of opening. Easy: it is delicious.',
    ]),
  },
};

/** A product's `shopify.disclosure` metafield: a list of references to the disclosures named. */
export const disclosures = (...handles: string[]) => ({
  disclosure: { type: 'list.metaobject_reference', value: handles.map((h) => `${DISCLOSURE}/${h}`) },
});

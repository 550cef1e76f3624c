// Valibot schemas for shopper input to the cart (ids, quantities, plans, properties, attributes, note).
import * as v from 'valibot';
import type { CartPropertyValue } from '../../src/contracts/cart';

export const MAX_QUANTITY = 1_000_000;
const MAX_ENTRIES = 100;
const MAX_TEXT = 10_000;

/** Absent, null or "": Shopify treats all three as "not given". */
export const blank = v.union([v.undefined(), v.null(), v.literal('')]);

/** A plain object (not null, not an array): bodies are JSON or Rack brackets already parsed. */
export const bag = v.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/** Rack bodies carry numbers as text: up to 15 digits, spaces around allowed, as Shopify does. */
const digitString = v.pipe(v.string(), v.regex(/^\s*\d{1,15}\s*$/), v.transform(Number));

const clippedText = v.pipe(
  v.string(),
  v.transform((text) => text.slice(0, MAX_TEXT)),
);
const scalar = v.union([v.number(), v.nan(), v.boolean()]);
/** Any other value (array, object) is kept as its JSON text. */
const asJsonText = v.pipe(
  v.unknown(),
  v.transform((value) => JSON.stringify(value).slice(0, MAX_TEXT)),
);

/** Variant ids, line numbers, plan ids: a positive whole number or its digits. */
export const positiveId = v.union([v.pipe(v.number(), v.safeInteger(), v.minValue(1)), v.pipe(digitString, v.minValue(1))]);

/** Non-negative whole numbers up to a million (`max_value` is the only issue past the type check). */
export const quantity = v.pipe(v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), digitString]), v.maxValue(MAX_QUANTITY));

/** null = one-time purchase: blank and the text "null" both mean no plan. */
export const sellingPlanId = v.message(
  v.union([
    v.pipe(
      v.union([blank, v.literal('null')]),
      v.transform(() => null),
    ),
    positiveId,
  ]),
  'selling_plan must be a selling plan id',
);

/** Line properties: blank values are dropped (Shopify does not save them); `_private` ones are kept. */
export const properties = v.message(
  v.union([
    v.pipe(
      blank,
      v.transform((): Record<string, CartPropertyValue> => ({})),
    ),
    v.pipe(
      bag,
      v.transform((raw) =>
        Object.fromEntries(
          Object.entries(raw).flatMap(([name, value]) => {
            if (v.is(blank, value)) return [];
            return [[name, v.parse(v.union([clippedText, scalar, asJsonText]), value)]] as [string, CartPropertyValue][];
          }),
        ),
      ),
      v.check((kept) => Object.keys(kept).length <= MAX_ENTRIES, `at most ${MAX_ENTRIES} properties per line`),
    ),
  ]),
  'properties must be an object of names to values',
);

/** Attribute changes: blank values become null, which removes the attribute (as on Shopify). */
export const attributes = v.message(
  v.union([
    v.pipe(
      v.union([v.null(), v.literal('')]),
      v.transform((): Record<string, string | null> => ({})),
    ),
    v.pipe(
      bag,
      v.transform((raw) =>
        Object.fromEntries(
          Object.entries(raw).map(([name, value]) => [
            name,
            v.parse(
              v.union([
                v.pipe(
                  blank,
                  v.transform(() => null),
                ),
                clippedText,
                v.pipe(scalar, v.transform(String)),
                asJsonText,
              ]),
              value,
            ),
          ]),
        ),
      ),
      v.check((kept) => Object.keys(kept).length <= MAX_ENTRIES, `at most ${MAX_ENTRIES} attributes`),
    ),
  ]),
  'attributes must be an object of names to values',
);

/** The cart note: text, or a number or boolean as text; null clears it. */
export const note = v.message(v.union([v.null(), clippedText, v.pipe(scalar, v.transform(String))]), 'note must be text');

/** The product-tabs island's props contract (snippets/product-tabs.liquid → widget `product-tabs`). */
import * as v from 'valibot';
import { localeText, text } from '../../lib/props-kit';

const tab = v.object({
  heading: text,
  /** merchant rich text from the tabs metafield */
  content: v.string(),
});

export const schema = v.pipe(
  v.object({ scope: v.pipe(text, v.nonEmpty()), tabs: v.array(tab), label: localeText }),
  // A tab without a heading has nothing to click.
  v.transform((props) => ({ ...props, tabs: props.tabs.filter((t) => t.heading !== '') })),
);
export type ProductTabsProps = v.InferOutput<typeof schema>;

/** The in-page navigation's props contract (sections/in-page-nav.liquid → widget `in-page-nav`). */
import * as v from 'valibot';
import { localeText, mediaUrl } from '../../lib/props-kit';

/** An element id on this page, as the section printed it (handleized; '' when left blank). */
const anchor = v.pipe(v.string(), v.regex(/^[a-z0-9_-]*$/, 'must be a handleized element id'));

export const schema = v.pipe(
  v.object({
    label: localeText,
    links: v.array(v.object({ id: v.string(), label: localeText, anchor })),
    /** the jump link; its label is '' when the merchant left it out */
    jump: v.object({ label: localeText, url: v.union([mediaUrl, v.pipe(v.string(), v.regex(/^#[a-z0-9_-]+$/))]) }),
  }),
  v.transform(({ label, links, jump }) => ({
    label,
    links: links.filter((link) => link.anchor !== ''),
    jump: jump.label !== '' && jump.url !== '' ? jump : null,
  })),
);
export type InPageNavProps = v.InferOutput<typeof schema>;

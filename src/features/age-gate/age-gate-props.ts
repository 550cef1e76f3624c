/** The age gate's props contract (snippets/age-gate.liquid → widget `age-gate`). */
import * as v from 'valibot';
import { localeText, shopPath } from '../../lib/props-kit';

export const schema = v.object({
  /** theme settings (escaped by Liquid) or their locale fallbacks */
  heading: localeText,
  /** optional line under the question; '' for none */
  message: localeText,
  accept: localeText,
  decline: localeText,
  /** where 'Nope' goes: the shop's root, '/' */
  declineUrl: shopPath,
});
export type AgeGateProps = v.InferOutput<typeof schema>;

/** The announcement bar's props contract (sections/announcement-bar.liquid → widget `announcement-bar`). */
import * as v from 'valibot';
import { localeText, localeTexts } from '../../lib/props-kit';

export const DEFAULT_INTERVAL_SECONDS = 10;

const message = v.object({
  /** merchant HTML from the theme editor */
  message: v.string(),
  message_2: v.string(),
  /** the theme editor's block id, so the editor can select and show this message */
  block_id: v.string(),
});

export const schema = v.pipe(
  v.object({
    messages: v.array(message),
    /** the section's range setting; blank or non-positive falls back to 10 s */
    interval_seconds: v.nullish(v.number()),
    label: localeText,
    labels: localeTexts(['previous', 'next', 'pause', 'play', 'carousel']),
  }),
  v.transform(({ messages, interval_seconds, label, labels }) => ({
    messages: messages.filter((m) => m.message !== '' || m.message_2 !== ''),
    intervalMs: (interval_seconds && interval_seconds > 0 ? interval_seconds : DEFAULT_INTERVAL_SECONDS) * 1000,
    label,
    labels,
  })),
);
export type AnnouncementBarProps = v.InferOutput<typeof schema>;

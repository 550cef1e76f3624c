/**
 * Props contracts of the content sections: sections/content-tabs.liquid → widget `content-tabs`,
 * sections/content-drawer.liquid → widget `content-drawer`.
 */
import * as v from 'valibot';
import { localeText } from '../../lib/props-kit';

/** Element ids are built from this (section and block ids). */
const domId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,160}$/, 'must be letters, digits, - or _'));

const tab = v.object({
  id: domId,
  /** escaped by Liquid; decoded to plain text */
  title: localeText,
  /** the merchant's rich text (HTML) */
  content: v.string(),
});

export const contentTabsSchema = v.pipe(
  v.object({ section_id: v.string(), label: localeText, tabs: v.array(tab) }),
  v.transform(({ section_id, label, tabs }) => ({
    sectionId: section_id,
    label,
    tabs: tabs.filter((t) => t.title.trim() !== ''),
  })),
);
export type ContentTabsProps = v.InferOutput<typeof contentTabsSchema>;

const drawerItem = v.object({ id: domId, heading: localeText, content: v.string() });

export const contentDrawerSchema = v.pipe(
  v.object({
    section_id: v.string(),
    drawer_id: domId,
    button_label: localeText,
    title: localeText,
    close_label: localeText,
    side: v.picklist(['left', 'right']),
    items: v.array(drawerItem),
  }),
  v.transform(({ section_id, drawer_id, button_label, close_label, ...rest }) => ({
    sectionId: section_id,
    drawerId: drawer_id,
    buttonLabel: button_label,
    closeLabel: close_label,
    ...rest,
  })),
);
export type ContentDrawerSectionProps = v.InferOutput<typeof contentDrawerSchema>;

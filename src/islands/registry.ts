import type { ComponentType } from 'react';

/**
 * Props arrive as untyped JSON from Liquid, so each widget validates its own; `any` stays
 * inside this seam.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetComponent = ComponentType<any>;
export type WidgetLoader = () => Promise<{ default: WidgetComponent }>;
export type WidgetRegistry = Readonly<Record<string, WidgetLoader>>;

/** data-widget name → lazy chunk. One dynamic import per widget keeps each in its own chunk. */
export const widgetRegistry: WidgetRegistry = {
  'announcement-bar': () => import('../features/marketing/AnnouncementBar'),
};

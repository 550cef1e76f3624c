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
  'cart-drawer': () => import('../features/cart/CartDrawer'),
  'product-form': () => import('../features/product/ProductForm'),
  'product-media': () => import('../features/product/MediaCarousel'),
  'product-reviews': () => import('../features/product/ReviewStars'),
  'product-tabs': () => import('../features/product/ProductTabs'),
  'product-sticky-bar': () => import('../features/product/StickyBar'),
  'product-linked': () => import('../features/product/LinkedProducts'),
  'product-upsells': () => import('../features/product/ProductUpsells'),
  'multi-product-hero': () => import('../features/product/MultiProductHero'),
  'product-tab-list': () => import('../features/product/ProductTabList'),
};

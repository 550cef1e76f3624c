/**
 * data-widget name → the widget's lazy chunk. Each widget module exports its component as
 * `default` and its props contract as `schema`; one dynamic import per widget keeps each in its
 * own chunk.
 */
import type { ComponentType } from 'react';
import type { PropsOf, PropsSchema } from './props-schema';

export interface WidgetModule<S extends PropsSchema = PropsSchema> {
  default: ComponentType<PropsOf<S>>;
  schema: S;
}
export type WidgetLoader = () => Promise<WidgetModule>;
export type WidgetRegistry = Readonly<Record<string, WidgetLoader>>;

/** Keeps each loader's module type checked (component props = the schema's output). */
const widget = <S extends PropsSchema>(load: () => Promise<WidgetModule<S>>): WidgetLoader => load;

export const widgetRegistry: WidgetRegistry = {
  'newsletter-form': widget(() => import('../features/newsletter/NewsletterForm')),
  'content-tabs': widget(() => import('../features/content/ContentTabs')),
  'content-drawer': widget(() => import('../features/content/ContentDrawerSection')),
  'article-grid': widget(() => import('../features/blog/ArticleGrid')),
  'cart-drawer': widget(() => import('../features/cart/CartDrawer')),
  'featured-articles': widget(() => import('../features/blog/FeaturedArticles')),
  'product-form': widget(() => import('../features/product/ProductForm')),
  'product-media': widget(() => import('../features/product/MediaCarousel')),
  'product-reviews': widget(() => import('../features/product/ReviewStars')),
  'product-tabs': widget(() => import('../features/product/ProductTabs')),
  'product-sticky-bar': widget(() => import('../features/product/StickyBar')),
  'product-linked': widget(() => import('../features/product/LinkedProducts')),
  'product-upsells': widget(() => import('../features/product/ProductUpsells')),
  'multi-product-hero': widget(() => import('../features/product/MultiProductHero')),
  'product-tab-list': widget(() => import('../features/product/ProductTabList')),
  'age-gate': widget(() => import('../features/age-gate/AgeGate')),
  'mobile-menu': widget(() => import('../features/header/MobileMenu')),
  'search-overlay': widget(() => import('../features/search/SearchOverlay')),
  timeline: widget(() => import('../features/timeline/Timeline')),
  'hero-location': widget(() => import('../features/hero-location/HeroLocationCard')),
  'in-page-nav': widget(() => import('../features/in-page-nav/InPageNav')),
  'text-carousel': widget(() => import('../features/carousels/TextCarousel')),
  'image-text-carousel': widget(() => import('../features/carousels/ImageTextCarousel')),
  'edge-carousel': widget(() => import('../features/carousels/EdgeCarousel')),
  'card-carousel': widget(() => import('../features/carousels/CardCarousel')),
  'column-carousel': widget(() => import('../features/carousels/ColumnCarousel')),
  'collection-grid': widget(() => import('../features/collection/CollectionGrid')),
  'quick-add': widget(() => import('../features/collection/QuickAdd')),
  'account-nav': widget(() => import('../features/account/AccountNav')),
  'account-subscriptions': widget(() => import('../features/account/SubscriptionsButton')),
  'account-addresses': widget(() => import('../features/account/AccountAddresses')),
};

// The Liquid `blog`, `article`, `page`, `linklists`/`linklist`/`link` and `shop` objects.
import { shopPolicies } from './policies';
import { Drop } from 'liquidjs';
import type { Article, Blog, Catalog, Menu, MenuLink, Page, ShopRecord } from '../types';
import { handleize } from '../../../src/contracts/handle';
import { imageObject, LazyList } from './base';
import { shopLocaleObject } from '../locales';

/**
 * `article.image.src`: Shopify answers the image itself there (Dawn reads `article.image.src.width`
 * and passes it to `image_url`); it prints, compares and serialises as the URL.
 */
class ImageSrcDrop extends Drop {
  constructor(readonly src: string, readonly width: number, readonly height: number, readonly alt: string) {
    super();
  }
  override valueOf(): string { return this.src; }
  override toString(): string { return this.src; }
  toJSON(): string { return this.src; }
}

export class ArticleDrop extends Drop {
  readonly object_type = 'article';

  constructor(
    readonly record: Article,
    readonly blogHandle: string,
  ) {
    super();
  }

  get id() { return this.record.id; }
  get handle() { return this.record.handle; }
  get title() { return this.record.title; }
  get url() { return `/blogs/${this.blogHandle}/${this.record.handle}`; }
  get author() { return this.record.author; }
  get content() { return this.record.body_html; }
  get excerpt() { return this.record.summary_html; }
  get excerpt_or_content() { return this.record.summary_html || this.record.body_html; }
  get published_at() { return this.record.published_at; }
  get created_at() { return this.record.published_at; }
  get updated_at() { return this.record.published_at; }
  get tags() { return this.record.tags; }
  get image() {
    if (!this.record.image) return null;
    const image = imageObject(this.record.image);
    return { ...image, src: new ImageSrcDrop(image.src, image.width, image.height, image.alt) };
  }
  get featured_image() { return this.image; }
  get template_suffix() { return this.record.template_suffix; }
  get metafields() { return {}; }
  get comments() { return []; }
  get comments_count() { return 0; }
  get 'comments_enabled?'() { return false; }
  get 'moderated?'() { return false; }
  get comment_post_url() { return `${this.url}/comments`; }
  get user() {
    const [first, ...rest] = this.record.author.split(' ');
    return { name: this.record.author, first_name: first ?? '', last_name: rest.join(' '), account_owner: false, bio: null, email: null, homepage: null, image: null };
  }
  toJSON() {
    return { id: this.id, handle: this.handle, title: this.title, url: this.url, author: this.author, published_at: this.published_at, tags: this.tags, image: this.image };
  }
  override toString() { return this.record.handle; }
}

export interface BlogOptions {
  /** `/blogs/glog/tagged/<tag>`: only articles with this tag (case-insensitive, handleized) */
  tag?: string;
}

export class BlogDrop extends Drop {
  readonly object_type = 'blog';
  private list?: LazyList<ArticleDrop>;

  constructor(
    readonly record: Blog,
    private readonly options: BlogOptions = {},
  ) {
    super();
  }

  private selected(): Article[] {
    const tag = this.options.tag;
    if (!tag) return this.record.articles;
    const wanted = handleize(tag);
    return this.record.articles.filter((a) => a.tags.some((t) => t === tag || handleize(t) === wanted));
  }

  get id() { return this.record.id; }
  get handle() { return this.record.handle; }
  get title() { return this.record.title; }
  get url() { return `/blogs/${this.record.handle}`; }
  get template_suffix() { return this.record.template_suffix; }
  get metafields() { return {}; }
  get articles(): LazyList<ArticleDrop> {
    this.list ??= LazyList.of(this.selected(), (a) => new ArticleDrop(a, this.record.handle));
    return this.list;
  }
  get articles_count() { return this.articles.length; }
  get all_tags() { return [...new Set(this.record.articles.flatMap((a) => a.tags))].sort(); }
  /** tags of the articles currently listed (all of them unless filtered by tag) */
  get tags() { return [...new Set(this.selected().flatMap((a) => a.tags))].sort(); }
  get 'comments_enabled?'() { return false; }
  get 'moderated?'() { return false; }
  get next_article() { return null; }
  get previous_article() { return null; }
  toJSON() { return { id: this.id, handle: this.handle, title: this.title, url: this.url, articles_count: this.articles_count }; }
  override toString() { return this.record.handle; }
}

export function pageObject(page: Page) {
  return {
    object_type: 'page',
    id: page.id,
    handle: page.handle,
    title: page.title,
    content: page.body_html,
    url: `/pages/${page.handle}`,
    author: null,
    template_suffix: page.template_suffix,
    published_at: '2025-03-01T09:00:00Z',
    metafields: {},
  };
}

/** Resolves what a menu link points at, so a header can show a product tile for a product link. */
export type LinkTargetResolver = (link: MenuLink) => unknown;

export interface LinkObject {
  title: string;
  url: string;
  type: MenuLink['type'];
  handle: string;
  object: unknown;
  links: LinkObject[];
  levels: number;
  active: boolean;
  current: boolean;
  child_active: boolean;
  child_current: boolean;
}

function linkObject(link: MenuLink, resolve: LinkTargetResolver, currentPath: string | undefined): LinkObject {
  const links = link.links.map((l) => linkObject(l, resolve, currentPath));
  const current = currentPath !== undefined && link.url === currentPath;
  // Shopify counts a link active when the current page is the link's page or below it.
  const active = current || (currentPath !== undefined && link.url !== '/' && currentPath.startsWith(`${link.url}/`));
  const childCurrent = links.some((l) => l.current || l.child_current);
  return {
    title: link.title,
    url: link.url,
    type: link.type,
    handle: handleize(link.title),
    get object() { return resolve(link); },
    links,
    levels: links.length ? 1 + Math.max(...links.map((l) => l.levels)) : 0,
    active,
    current,
    child_active: links.some((l) => l.active || l.child_active),
    child_current: childCurrent,
  };
}

export function linklistObject(menu: Menu, resolve: LinkTargetResolver, currentPath?: string) {
  const links = menu.links.map((l) => linkObject(l, resolve, currentPath));
  return {
    handle: menu.handle,
    title: menu.title,
    links,
    levels: links.length ? 1 + Math.max(...links.map((l) => l.levels)) : 0,
  };
}

export class LinklistsDrop extends Drop {
  private made = new Map<string, ReturnType<typeof linklistObject>>();

  constructor(
    private readonly catalog: Catalog,
    private readonly resolve: LinkTargetResolver,
    private readonly currentPath?: string,
  ) {
    super();
  }
  get(handle: string) {
    let list = this.made.get(handle);
    if (!list) {
      const menu = this.catalog.menu(handle);
      if (!menu) return undefined;
      list = linklistObject(menu, this.resolve, this.currentPath);
      this.made.set(handle, list);
    }
    return list;
  }
  get size() { return this.catalog.data.menus.length; }
  *[Symbol.iterator]() {
    for (const m of this.catalog.data.menus) yield this.get(m.handle)!;
  }
  override liquidMethodMissing(handle: string | number) {
    return typeof handle === 'string' ? this.get(handle) : undefined;
  }
}

export function shopObject(shop: ShopRecord, counts: { products: number; collections: number; types: string[]; vendors: string[] }) {
  return {
    id: 1,
    name: shop.name,
    email: shop.email,
    description: shop.description,
    domain: shop.domain,
    permanent_domain: shop.permanent_domain,
    url: `https://${shop.domain}`,
    secure_url: `https://${shop.domain}`,
    currency: shop.currency,
    money_format: shop.money_format,
    money_with_currency_format: shop.money_with_currency_format,
    locale: shop.locale,
    enabled_currencies: [{ iso_code: shop.currency, name: 'United States Dollar', symbol: '$' }],
    published_locales: shop.published_locales.map(shopLocaleObject),
    enabled_locales: shop.published_locales.map(shopLocaleObject),
    phone: '',
    password_message: '',
    address: { summary: '12 Grove Lane, Portland, Oregon, United States', city: 'Portland', country: 'United States', country_code: 'US', province: 'Oregon', zip: '97201' },
    customer_accounts_enabled: true,
    customer_accounts_optional: true,
    accepts_gift_cards: true,
    // What the sample shop's checkout would offer (the footer's payment icons).
    enabled_payment_types: ['visa', 'master', 'american_express', 'discover', 'diners_club', 'paypal', 'apple_pay', 'google_pay'],
    taxes_included: false,
    products_count: counts.products,
    collections_count: counts.collections,
    types: counts.types,
    vendors: counts.vendors,
    search_types: ['product', 'article', 'page'],
    metafields: {},
    brand: { short_description: shop.description, slogan: 'Good oil. Good drop.', logo: null, colors: {} },
    ...shopPolicies(),
  };
}

// The Liquid `linklists`, `linklist` and `link` objects: the shop's menus, with active and current links.
import { Drop } from 'liquidjs';
import type { Catalog, Menu, MenuLink } from '../types';
import { handleize } from '../../../src/contracts/handle';
import { localeUrl } from '../locale-urls';

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
  // A link to the shop's own pages is in the page's language (`/fr/pages/about` on /fr pages).
  const url = link.type === 'http_link' ? link.url : localeUrl(link.url);
  const current = currentPath !== undefined && url === currentPath;
  // Shopify counts a link active when the current page is the link's page or below it.
  const active = current || (currentPath !== undefined && url !== '/' && currentPath.startsWith(`${url}/`));
  const childCurrent = links.some((l) => l.current || l.child_current);
  return {
    title: link.title,
    url,
    type: link.type,
    handle: handleize(link.title),
    get object() {
      return resolve(link);
    },
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
  get size() {
    return this.catalog.data.menus.length;
  }
  *[Symbol.iterator]() {
    for (const m of this.catalog.data.menus) yield this.get(m.handle)!;
  }
  override liquidMethodMissing(handle: string | number) {
    return typeof handle === 'string' ? this.get(handle) : undefined;
  }
}

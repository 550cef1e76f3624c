/**
 * Linked-product switch (spec §7): GET the linked product's page as HTML, hand the hero's
 * islands their new props through the product store (the form keeps the option values, the
 * carousel resets) and swap the sections below the hero by id through the one section path.
 * A page that does not fit in place (another template, other hero islands, props that break a
 * contract) is refused before anything changes; the caller then navigates to it. A switch pushes
 * a history entry (product-history.ts); Back and Forward switch again without one.
 */
import { getText } from '../../lib/http';
import { sectionIdOf, sectionIdsAfter, sectionMapFromDocument, swapSections, type SectionMap } from '../../lib/section-rendering';
import { readIslandProps } from '../../islands/props';
import { propsIssues, type PropsSchema } from '../../islands/props-schema';
import { MAIN_PRODUCT_SCOPE, PRODUCT_ROLES, productStore, type ProductRole, type RoleProps } from '../../store/product';
import { schema as formSchema } from './form-props';
import { schema as mediaSchema } from './media-props';
import { schema as reviewsSchema } from './reviews-props';
import { schema as stickyBarSchema } from './sticky-bar-props';
import { schema as tabsSchema } from './tabs-props';
import { pushProductEntry } from './product-history';

const SWITCH_TIMEOUT_MS = 10_000;
const HERO_SELECTOR = '[data-product-hero]';
/** Server-rendered hero texts copied over from the fetched page. */
const HERO_TEXT_SELECTORS = ['[data-product-title]', '[data-product-subtitle]'];

const ROLE_SCHEMAS: Record<ProductRole, PropsSchema> = {
  form: formSchema,
  media: mediaSchema,
  tabs: tabsSchema,
  reviews: reviewsSchema,
  'sticky-bar': stickyBarSchema,
};

/** The fetched page cannot be switched to in place. */
export class SwitchRefused extends Error {
  override name = 'SwitchRefused';
}

export interface SwitchPlan {
  props: RoleProps;
  /** the sections below the hero, as the fetched page has them */
  sections: SectionMap;
  title: string | null;
}

function heroSectionOf(page: Document): Element {
  const hero = page.querySelector(HERO_SELECTOR);
  if (!hero || sectionIdOf(hero) === null) throw new SwitchRefused('no product hero section');
  return hero;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

function roleHost(page: Document, role: ProductRole): Element | null {
  return page.querySelector(`[data-product-role="${role}"]`);
}

/** Decides what switching `current` to the fetched page `next` changes, or refuses. */
export function planSwitch(current: Document, next: Document): SwitchPlan {
  const heroHere = heroSectionOf(current);
  const heroThere = heroSectionOf(next);
  const below = sectionIdsAfter(heroHere);
  if (sectionIdOf(heroHere) !== sectionIdOf(heroThere) || !sameList(below, sectionIdsAfter(heroThere))) {
    throw new SwitchRefused('the linked product uses another template');
  }
  const props: RoleProps = {};
  for (const role of PRODUCT_ROLES) {
    const here = roleHost(current, role);
    const there = roleHost(next, role);
    if (!here !== !there) throw new SwitchRefused(`the linked product's hero ${there ? 'adds' : 'lacks'} the "${role}" island`);
    if (!there) continue;
    const read = readIslandProps(there);
    if (!read.ok) throw new SwitchRefused(`"${role}" props: ${read.error}`);
    const [issue] = propsIssues(ROLE_SCHEMAS[role], read.props);
    if (issue) throw new SwitchRefused(`"${role}" props.${issue}`);
    props[role] = read.props;
  }
  if (!props.form) throw new SwitchRefused('the linked product page has no product form');
  return {
    props,
    sections: sectionMapFromDocument(next, below),
    title: next.querySelector('title')?.textContent ?? null,
  };
}

interface SwitchPlacement {
  scope?: string;
  /** 'push' (a shopper's choice): a new history entry; 'none': the URL is already in the address bar (Back, Forward) */
  history?: 'push' | 'none';
}

/** Applies a plan to the page: store (hero islands), hero texts, sections below, title, URL. */
function applySwitch(plan: SwitchPlan, next: Document, url: string, { scope = MAIN_PRODUCT_SCOPE, history = 'push' }: SwitchPlacement): void {
  productStore(scope).getState().switchProduct(plan.props);
  for (const selector of HERO_TEXT_SELECTORS) {
    const there = next.querySelector(selector);
    const here = document.querySelector(selector);
    if (!there || !here) continue;
    here.textContent = there.textContent;
    here.toggleAttribute('hidden', there.hasAttribute('hidden'));
  }
  swapSections(plan.sections);
  if (plan.title) document.title = plan.title;
  if (history === 'push') pushProductEntry(url);
}

/** Fetches the linked product's page and switches to it in place; rejects when it cannot. */
export async function switchToProduct(url: string, options: Pick<SwitchOptions, 'scope' | 'signal' | 'history'> = {}): Promise<void> {
  const html = await getText(url, { signal: options.signal, timeout: SWITCH_TIMEOUT_MS });
  const next = new DOMParser().parseFromString(html, 'text/html');
  const plan = planSwitch(document, next);
  if (options.signal?.aborted) return;
  applySwitch(plan, next, url, options);
}

export type SwitchOutcome = 'switched' | 'navigated' | 'abandoned';

export interface SwitchOptions extends SwitchPlacement {
  /** aborting abandons the switch (a newer choice); nothing changes and nothing navigates */
  signal?: AbortSignal;
  navigate?: (url: string) => void;
}

/** Switches to the linked product in place, or takes the shopper there when it cannot. */
export async function switchOrNavigate(url: string, options: SwitchOptions = {}): Promise<SwitchOutcome> {
  const navigate = options.navigate ?? ((to: string) => window.location.assign(to));
  try {
    await switchToProduct(url, options);
    return options.signal?.aborted ? 'abandoned' : 'switched';
  } catch (error) {
    if (options.signal?.aborted) return 'abandoned';
    console.warn('[product-linked] switching in place failed; navigating', error);
    navigate(url);
    return 'navigated';
  }
}

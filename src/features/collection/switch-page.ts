/**
 * The collection switch on the page: clicks on the collection list's links push the collection's
 * URL and switch the section in place (collection-switch.ts); back and forward switch it back.
 * Module state, not a component's: the section (and the island in it) is replaced halfway
 * through a switch, and the fade must still end.
 */
import { isPlainClick } from '../../lib/plain-click';
import { fetchSection, SECTION_ID_PREFIX, swapSections } from '../../lib/section-rendering';
import { createSwitcher, type SwitchPhase, type Switcher } from './collection-switch';
import { LINK_SELECTOR, RESULTS_SELECTOR, SECTION_SELECTOR } from './grid-dom';

/** On the results while switching; CSS fades on it. */
export const PHASE_ATTR = 'data-switch-phase';
const FETCH_TIMEOUT_MS = 10_000;

/** The URL each section shows (path + query), to tell whether back/forward changed it. */
const shown = new Map<string, string>();
const switchers = new Map<string, Switcher>();
let popstateBound = false;

const here = () => location.pathname + location.search;
const sectionElement = (id: string) => document.getElementById(`${SECTION_ID_PREFIX}${id}`);

function setPhase(id: string, phase: SwitchPhase): void {
  const results = sectionElement(id)?.querySelector(RESULTS_SELECTOR);
  if (!results) return;
  if (phase) results.setAttribute(PHASE_ATTR, phase);
  else results.removeAttribute(PHASE_ATTR);
  if (phase === 'out') results.setAttribute('aria-busy', 'true');
  else results.removeAttribute('aria-busy');
}

/** The section is morphed in place (section-rendering.ts): the link the shopper used keeps focus. */
function swap(id: string, html: string): void {
  swapSections({ [id]: html });
  const section = sectionElement(id);
  if (!section) return;
  // The new grid starts hidden, so the fade in runs from the swap.
  const results = section.querySelector<HTMLElement>(RESULTS_SELECTOR);
  results?.setAttribute(PHASE_ATTR, 'out');
  void results?.offsetWidth;
  const title = section.querySelector(SECTION_SELECTOR)?.getAttribute('data-page-title');
  if (title) document.title = title;
}

function switcherFor(id: string): Switcher {
  let switcher = switchers.get(id);
  if (!switcher) {
    switcher = createSwitcher({
      fetchSection: (url) => fetchSection(url, id, { timeout: FETCH_TIMEOUT_MS }),
      swap: (html) => swap(id, html),
      setPhase: (phase) => setPhase(id, phase),
      navigate: (url) => location.assign(url),
    });
    switchers.set(id, switcher);
  }
  return switcher;
}

function isCollectionPath(path: string): boolean {
  return /(^|\/)collections\/[^/]+$/.test(path.split('?')[0] ?? '');
}

function onPopState(): void {
  const url = here();
  if (!isCollectionPath(url)) return;
  for (const [id, current] of shown) {
    if (!sectionElement(id) || current === url) continue;
    shown.set(id, url);
    void switcherFor(id).switchTo(url);
  }
}

/** Switches section `id` in place when one of its collection links is chosen; returns the unbinder. */
export function bindCollectionSwitch(id: string): () => void {
  const section = sectionElement(id);
  if (!section) return () => {};
  if (!shown.has(id)) shown.set(id, here());
  if (!popstateBound) {
    window.addEventListener('popstate', onPopState);
    popstateBound = true;
  }
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a${LINK_SELECTOR}`) : null;
    if (!link || !section.contains(link) || !isPlainClick(event) || event.defaultPrevented) return;
    const target = new URL(link.href, location.href);
    if (target.origin !== location.origin) return;
    event.preventDefault();
    const url = target.pathname + target.search;
    if (url === shown.get(id)) return;
    history.pushState({ olivineCollection: id }, '', url);
    shown.set(id, url);
    void switcherFor(id).switchTo(url);
  };
  section.addEventListener('click', onClick);
  return () => section.removeEventListener('click', onClick);
}

/**
 * Morphs a server-rendered section on the page into a freshly rendered one (idiomorph), so what
 * a shopper was doing survives the update: the focused control, typed text, scroll positions, and
 * mounted islands whose props did not change. Islands whose props changed re-mount.
 */
import { Idiomorph } from 'idiomorph';
import { dispatchAppended, dispatchRemoving } from './events';

const HOST_SELECTOR = '[data-widget]';
/** Set by the island runtime on a host it knows (src/islands/runtime.ts ISLAND_STATE_ATTR). */
const RUNTIME_STATE_ATTR = 'data-island-state';
const PROPS_SELECTOR = ':scope > script[type="application/json"][data-props]';
/** Pairs a kept island host with its new counterpart for the length of one morph. */
const KEEP_ID_PREFIX = 'olivine-morph-keep-';

let keepCount = 0;

/** What decides whether a host is the same island: its widget name and its JSON props. */
function identity(host: Element): string {
  return `${host.getAttribute('data-widget') ?? ''}\n${host.querySelector(PROPS_SELECTOR)?.textContent ?? ''}`;
}

/** Hosts in `root` (itself included) keyed by widget name and their rank among hosts of that name. */
function hostsByRank(root: Element): Map<string, Element> {
  const hosts = Array.from(root.querySelectorAll(HOST_SELECTOR));
  if (root.matches(HOST_SELECTOR)) hosts.unshift(root);
  const seen = new Map<string, number>();
  const out = new Map<string, Element>();
  for (const host of hosts) {
    const name = host.getAttribute('data-widget') ?? '';
    const rank = seen.get(name) ?? 0;
    seen.set(name, rank + 1);
    out.set(`${name}#${rank}`, host);
  }
  return out;
}

/**
 * Islands the runtime knows in `current`: those whose counterpart in `next` has the same props
 * are kept (paired by a shared temporary id, the counterpart emptied, so the morph neither
 * matches their React markup against server markup nor touches them); the others unmount now,
 * before the morph, and mount again from the new markup afterwards.
 */
function settleIslands(current: Element, next: Element): { kept: Set<Element>; release: () => void } {
  const kept = new Set<Element>();
  const temporary: Element[] = [];
  const incoming = hostsByRank(next);
  for (const [key, host] of hostsByRank(current)) {
    if (!host.hasAttribute(RUNTIME_STATE_ATTR)) continue;
    const counterpart = incoming.get(key);
    if (!counterpart || identity(counterpart) !== identity(host)) {
      dispatchRemoving(host);
      continue;
    }
    kept.add(host);
    counterpart.replaceChildren();
    const id = host.id || `${KEEP_ID_PREFIX}${++keepCount}`;
    counterpart.id = id;
    if (!host.id) {
      host.id = id;
      temporary.push(host);
    }
  }
  return { kept, release: () => temporary.forEach((host) => host.removeAttribute('id')) };
}

/** A form control whose value (or checked state) the shopper changed and the new markup does not already show. */
function typedByShopper(control: Element, incoming: Node): boolean {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked !== control.defaultChecked && !(incoming instanceof HTMLInputElement && incoming.defaultChecked === control.checked);
  }
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    const incomingValue = incoming instanceof HTMLInputElement || incoming instanceof HTMLTextAreaElement ? incoming.defaultValue : null;
    return control.value !== control.defaultValue && control.value !== incomingValue;
  }
  if (control instanceof HTMLOptionElement) return control.selected !== control.defaultSelected;
  return false;
}

const STATE_ATTRIBUTES = new Set(['value', 'checked', 'selected']);

/**
 * Morphs `current` (on the page) into `next` (parsed, not in the page) in place. Islands inside
 * follow settleIslands; removed markup unmounts its islands; new hosts are scanned after.
 */
export function morphSection(current: Element, next: Element): void {
  const { kept, release } = settleIslands(current, next);
  const typed = new WeakSet<Element>();
  try {
    // Synchronous: only a head morph (not asked for here) returns a promise.
    void Idiomorph.morph(current, next, {
      morphStyle: 'outerHTML',
      callbacks: {
        beforeNodeMorphed: (old, incoming) => {
          if (kept.has(old)) return false;
          if (typedByShopper(old, incoming)) typed.add(old);
          return true;
        },
        beforeNodeRemoved: (node) => {
          if (node instanceof Element) dispatchRemoving(node);
          return true;
        },
        // The runtime's own marks stay, and so does what the shopper typed.
        beforeAttributeUpdated: (name, element) => !(name === RUNTIME_STATE_ATTR || (STATE_ATTRIBUTES.has(name) && typed.has(element))),
      },
    });
  } finally {
    release();
  }
  dispatchAppended(current);
}

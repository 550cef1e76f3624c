import { isPropsScript } from './props';

/** The element React renders into, inside the island host, beside the server markup. */
export const ISLAND_ROOT_ATTR = 'data-island-root';

export function createIslandContainer(host: Element): HTMLElement {
  const container = host.ownerDocument.createElement('div');
  container.setAttribute(ISLAND_ROOT_ATTR, '');
  // The wrapper must not change layout: the widget's markup replaces the server markup in place.
  container.style.display = 'contents';
  host.appendChild(container);
  return container;
}

/** Server markup = the host's children except the props script and the React container. */
export function serverMarkupNodes(host: Element): ChildNode[] {
  return Array.from(host.childNodes).filter(
    (node) => !isPropsScript(node) && !(node instanceof Element && node.hasAttribute(ISLAND_ROOT_ATTR)),
  );
}

/** Takes the server markup out of the page; the returned function puts it back where it was. */
function detachServerMarkup(host: Element, container: Element): () => void {
  const nodes = serverMarkupNodes(host);
  nodes.forEach((node) => node.remove());
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    nodes.forEach((node) => host.insertBefore(node, container.isConnected ? container : null));
  };
}

/** Element-child index path from the server markup to `target`, so it can be found in the widget's markup. */
export function pathFromHost(host: Element, target: EventTarget | null): number[] | null {
  if (!(target instanceof Element) || !host.contains(target) || target === host) return null;
  const path: number[] = [];
  let node: Element = target;
  while (node.parentElement && node.parentElement !== host) {
    path.unshift(Array.from(node.parentElement.children).indexOf(node));
    node = node.parentElement;
  }
  const topLevel = Array.from(host.children).filter(
    (child) => !isPropsScript(child) && !child.hasAttribute(ISLAND_ROOT_ATTR),
  );
  const index = topLevel.indexOf(node);
  if (index < 0) return null;
  path.unshift(index);
  return path;
}

export function elementAtPath(container: Element, path: number[]): Element | null {
  let node: Element | undefined = container;
  for (const index of path) {
    node = node?.children[index];
    if (!node) return null;
  }
  return node ?? null;
}

/**
 * Takes the server markup out (as detachServerMarkup) and, if focus was inside it, puts focus on
 * the same element in the widget's markup (`container`), so a swap never drops focus to the page.
 */
export function swapInWidget(host: Element, container: Element): () => void {
  const focused = host.ownerDocument.activeElement;
  const inServerMarkup = focused instanceof HTMLElement && host.contains(focused) && !container.contains(focused);
  const path = inServerMarkup ? pathFromHost(host, focused) : null;
  const restore = detachServerMarkup(host, container);
  if (inServerMarkup && path) {
    const counterpart = elementAtPath(container, path);
    if (counterpart instanceof HTMLElement && counterpart.tagName === focused.tagName) counterpart.focus({ preventScroll: true });
  }
  return restore;
}

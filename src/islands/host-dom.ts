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
  return Array.from(host.childNodes).filter((node) => !isPropsScript(node) && !(node instanceof Element && node.hasAttribute(ISLAND_ROOT_ATTR)));
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
  const topLevel = Array.from(host.children).filter((child) => !isPropsScript(child) && !child.hasAttribute(ISLAND_ROOT_ATTR));
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
 * The one element of the widget's markup with the server element's tag and text, for a press whose
 * place moved (the widget rendered a state the server markup did not have when it was pressed: a
 * variant picked while the code loaded shows its compare-at price, and Add to Cart moves down).
 */
export function counterpartByText(container: Element, serverElement: Element): Element | null {
  // Amounts aside: the widget may not have rendered the picked variant's price yet when the press replays.
  const text = (element: Element) =>
    element.textContent
      ?.replace(/\d[\d.,]*/g, '#')
      .replace(/\s+/g, ' ')
      .trim() ?? '';
  const wanted = text(serverElement);
  if (!wanted) return null;
  const matches = Array.from(container.getElementsByTagName(serverElement.tagName)).filter((element) => text(element) === wanted);
  return matches.length === 1 ? matches[0]! : null;
}

const PRESSABLE = new Set(['A', 'BUTTON']);

/**
 * Whether the widget's element stands for the server's: the same element, or a link of the no-JS
 * markup that the widget renders as a button doing the same in place (the blog's tags and pager).
 */
export function sameKind(widgetElement: Element, serverElement: Element): boolean {
  if (widgetElement.tagName === serverElement.tagName) return true;
  return PRESSABLE.has(widgetElement.tagName) && PRESSABLE.has(serverElement.tagName);
}

/**
 * Takes the server markup out (as detachServerMarkup) and, if focus was inside it, puts focus on
 * the same element in the widget's markup (`container`), so a swap never drops focus to the page.
 */
export function swapInWidget(host: Element, container: Element): () => void {
  const focused = host.ownerDocument.activeElement;
  const inServerMarkup = focused instanceof HTMLElement && host.contains(focused) && !container.contains(focused);
  const path = inServerMarkup ? pathFromHost(host, focused) : null;
  const edited = editedFields(host, container);
  const restore = detachServerMarkup(host, container);
  // The values at once; the events typing sends once the commit (this runs inside it) is over, so
  // the widget's change handlers take them into state (inside the commit React would put the
  // controlled value back). The runtime replays a held press after that.
  const carried = edited.flatMap((field) => carryOver(container, field));
  if (carried.length > 0) queueMicrotask(() => carried.forEach(announceInput));
  if (inServerMarkup && path) {
    const counterpart = elementAtPath(container, path);
    if (counterpart instanceof HTMLElement && sameKind(counterpart, focused)) counterpart.focus({ preventScroll: true });
  }
  return restore;
}

interface EditedField {
  path: number[];
  tagName: string;
  value: string;
}

/** Text the shopper typed (or an option chosen) in the server markup before the widget mounted. */
function editedFields(host: Element, container: Element): EditedField[] {
  const fields = serverMarkupNodes(host).flatMap((node) => (node instanceof Element ? Array.from(node.querySelectorAll('input, textarea, select')) : []));
  const edited: EditedField[] = [];
  for (const field of fields) {
    if (container.contains(field)) continue;
    const changed =
      field instanceof HTMLSelectElement
        ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
        : (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden'].includes(field.type))) &&
          field.value !== field.defaultValue;
    const path = changed ? pathFromHost(host, field) : null;
    if (path) edited.push({ path, tagName: field.tagName, value: (field as HTMLInputElement).value });
  }
  return edited;
}

/**
 * Puts the typed value into the widget's field at the same place through the element's own value
 * setter, as typing does (a controlled field then sees the change); returns the field it changed.
 */
function carryOver(container: Element, field: EditedField): HTMLElement[] {
  const counterpart = elementAtPath(container, field.path);
  if (!counterpart || counterpart.tagName !== field.tagName) return [];
  const target = counterpart as HTMLInputElement;
  if (target.value === field.value) return [];
  const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target) as object, 'value');
  if (!descriptor?.set) return [];
  descriptor.set.call(target, field.value);
  return [target];
}

/** The `input` and `change` events typing would have sent. */
function announceInput(field: HTMLElement): void {
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

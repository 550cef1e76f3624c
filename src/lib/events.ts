/** The custom `appended` event: fire it after inserting markup that may contain islands. */
export const APPENDED_EVENT = 'appended';

export interface AppendedDetail {
  container?: Element | Document;
}

export function dispatchAppended(container?: Element): void {
  const target: EventTarget = container ?? document;
  target.dispatchEvent(new CustomEvent<AppendedDetail>(APPENDED_EVENT, { bubbles: true, detail: { container } }));
}

/** The node an `appended` event asks to scan: detail.container, a bare Element detail, the target, or the document. */
export function appendedRoot(event: Event): ParentNode {
  const detail = (event as CustomEvent<unknown>).detail;
  if (detail instanceof Element || detail instanceof Document) return detail;
  if (detail && typeof detail === 'object') {
    const container = (detail as AppendedDetail).container;
    if (container instanceof Element || container instanceof Document) return container;
  }
  if (event.target instanceof Element) return event.target;
  return document;
}

/** Fired on markup about to leave the page (a swapped section): islands inside unmount. */
export const REMOVING_EVENT = 'olivine:removing';

export function dispatchRemoving(element: Element): void {
  element.dispatchEvent(new CustomEvent(REMOVING_EVENT, { bubbles: true }));
}

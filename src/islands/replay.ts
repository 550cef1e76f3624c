import { counterpartByText, elementAtPath, pathFromHost, sameKind } from './host-dom';
import { nextTask, wakeTargets } from './strategies';

/**
 * Holds the click or activation key that woke an `interaction` island while its chunk loads, and
 * every press that comes while it loads, then replays them in order once it has mounted, each in
 * its own task so the widget has rendered the one before (a press on Add to Cart after a tile
 * pick adds the picked variant), on the same target (or the element at the same place in the
 * widget's markup, when the server markup has been swapped out). Picks in one radio group in a
 * row (a variant tile, a purchase card) count as their last: the server markup may already show
 * it (the product form's frame answers tile presses itself, src/features/product/frame-variants.ts)
 * and the widget goes there without passing through the others. Arrow, Home and End keys on a
 * tab (whose keyboard only script gives) are held too and replayed after the presses, each on the
 * tab focused by then, so a keyboard shopper who moves along the tabs while the code loads loses
 * no key.
 */
interface Recorded {
  event: MouseEvent | KeyboardEvent;
  target: Element;
  path: number[] | null;
}

const ACTIVATION_KEYS = new Set(['Enter', ' ']);
const COMPOSITE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const TAB = '[role="tab"]';

/** An arrow, Home or End key on a tab: the tab list's own keyboard, which only its script gives. */
function movesAlongTabs(event: Event): event is KeyboardEvent {
  return event.type === 'keydown' && COMPOSITE_KEYS.has((event as KeyboardEvent).key) && event.target instanceof Element && event.target.closest(TAB) !== null;
}

/** A field that takes typed text, where Space is a character, not an activation. */
function takesText(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'file', 'color', 'range'].includes(target.type);
}

function isReplayable(event: Event): event is MouseEvent | KeyboardEvent {
  if (event.type === 'click') return true;
  if (event.type !== 'keydown') return false;
  const key = (event as KeyboardEvent).key;
  return (ACTIVATION_KEYS.has(key) && !(key === ' ' && takesText(event.target))) || movesAlongTabs(event);
}

/** The radio a press picks (on the radio itself or on its label), or null. */
function pickedRadio(target: Element): HTMLInputElement | null {
  const control = target.closest('label')?.control ?? target;
  return control instanceof HTMLInputElement && control.type === 'radio' ? control : null;
}

/** Whether two radios belong to one group (a later pick in the group replaces an earlier one). */
function sameGroup(a: HTMLInputElement, b: HTMLInputElement): boolean {
  return a.name !== '' && a.name === b.name && a.form === b.form;
}

function isActivatable(element: Element): boolean {
  return element.matches('button, a[href], summary, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], [role="button"]');
}

export interface InputRecorder {
  /**
   * Stops recording and replays the held input; `container` is the widget's markup, or null if it
   * failed. (Focus that was in the server markup has already followed into the widget.)
   */
  finish(container: Element | null): void;
  /** Whether a press or key is being held for the widget (someone is waiting on the mount). */
  holding(): boolean;
}

/**
 * Starts holding presses on the island (and its `data-wake-also` elements) until it mounts: the
 * one that woke it, if it woke on input, or any that comes while its code loads.
 */
export function recordInput(host: Element, wakeEvent?: Event): InputRecorder {
  const recorded: Recorded[] = [];
  const tabKeys: Recorded[] = [];

  // A press under way (pointerdown, its click not yet come): if the widget swaps the server markup
  // out between the two, the click is sent to the pressed element's counterpart.
  let pressing: { target: Element; path: number[] | null } | null = null;
  const onPointerDown = (event: Event) => {
    if (event.target instanceof Element) pressing = { target: event.target, path: pathFromHost(host, event.target) };
  };
  const hold = (event: Event) => {
    if (event.type === 'click') pressing = null;
    if (!isReplayable(event) || !(event.target instanceof Element)) return;
    // Hold back the default action (link, submit) so it happens exactly once, on replay.
    event.preventDefault();
    const press = { event, target: event.target, path: pathFromHost(host, event.target) };
    if (movesAlongTabs(event)) return void tabKeys.push(press);
    // A pick right after a pick in the same radio group takes its place.
    const radio = pickedRadio(event.target);
    const before = recorded.at(-1);
    const beforeRadio = before ? pickedRadio(before.target) : null;
    if (radio && beforeRadio && sameGroup(radio, beforeRadio)) recorded.pop();
    recorded.push(press);
  };
  if (wakeEvent) hold(wakeEvent);
  // Taken now: once the server markup is detached its path can no longer be computed.
  const wakePath = wakeEvent ? pathFromHost(host, wakeEvent.target) : null;
  // The host and any `data-wake-also` elements (their links stay in the page: replayed as they are).
  const targets = wakeTargets(host);
  targets.forEach((target) => {
    target.addEventListener('pointerdown', onPointerDown, true);
    target.addEventListener('click', hold, true);
    target.addEventListener('keydown', hold, true);
  });

  let finished = false;
  return {
    holding: () => recorded.length > 0 || tabKeys.length > 0,
    finish(container) {
      if (finished) return;
      finished = true;
      targets.forEach((target) => {
        target.removeEventListener('pointerdown', onPointerDown, true);
        target.removeEventListener('click', hold, true);
        target.removeEventListener('keydown', hold, true);
      });
      const resolve = (original: Element, path: number[] | null): Element | null => {
        if (original.isConnected) return original;
        if (!container) return null;
        const mapped = path ? elementAtPath(container, path) : null;
        return mapped && sameKind(mapped, original) ? mapped : counterpartByText(container, original);
      };
      replayInTurn([...recorded, ...tabKeys], resolve, host.ownerDocument);
      const pressed =
        pressing ??
        (recorded.length === 0 && wakeEvent?.type === 'pointerdown' && wakeEvent.target instanceof Element
          ? { target: wakeEvent.target, path: wakePath }
          : null);
      if (pressed && container) {
        const mapped = resolve(pressed.target, pressed.path);
        if (mapped && mapped !== pressed.target) redirectLateClick(host, mapped);
      }
    },
  };
}

/**
 * Replays held input in order, each in its own task (the widget renders in between). A tab key
 * goes to the tab focused by then, as the widget moves the focus along the tabs.
 */
function replayInTurn(held: Recorded[], resolve: (original: Element, path: number[] | null) => Element | null, doc: Document): void {
  const [first, ...rest] = held;
  if (!first) return;
  const focused = doc.activeElement;
  const target = movesAlongTabs(first.event) && focused instanceof Element && focused.matches(TAB) ? focused : resolve(first.target, first.path);
  if (target) replay(first.event, target);
  if (rest.length > 0 && doc.defaultView) afterRender(doc.defaultView, () => replayInTurn(rest, resolve, doc));
}

/**
 * Once the widget has rendered what the press before set off: a press dispatched by script is not a
 * discrete event to React, whose render of it may come a few tasks later, so the next frame, then a
 * task (at most 100 ms if the page draws no frames).
 */
function afterRender(win: NonNullable<Document['defaultView']>, run: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    nextTask(win, run);
  };
  if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(go);
  win.setTimeout(go, 100);
}

function replay(original: MouseEvent | KeyboardEvent, target: Element): void {
  if (original.type === 'click') {
    if (target instanceof HTMLElement) target.click();
    else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    return;
  }
  const key = original as KeyboardEvent;
  if (target instanceof HTMLElement) target.focus();
  const event = new KeyboardEvent('keydown', {
    key: key.key,
    code: key.code,
    shiftKey: key.shiftKey,
    altKey: key.altKey,
    ctrlKey: key.ctrlKey,
    metaKey: key.metaKey,
    bubbles: true,
    cancelable: true,
  });
  const notHandled = target.dispatchEvent(event);
  // A synthetic keydown does not activate a control the way the real key would.
  if (!notHandled || !ACTIVATION_KEYS.has(key.key)) return;
  if (isActivatable(target) && target instanceof HTMLElement) target.click();
  // Nor does Enter submit the form of the field it was pressed in.
  else if (key.key === 'Enter' && target instanceof HTMLInputElement) target.form?.requestSubmit();
}

const LATE_CLICK_WINDOW_MS = 1000;

/**
 * The widget mounted between pointerdown and click, so the pressed server element is gone and
 * the browser's click lands on an ancestor (or nowhere). Send it to the widget's counterpart.
 */
function redirectLateClick(host: Element, mapped: Element): void {
  const doc = host.ownerDocument;
  let clicked = false;
  const onClick = (event: Event) => {
    clicked = true;
    cleanup();
    if (event.target instanceof Node && mapped.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    replay(event as MouseEvent, mapped);
  };
  const onPointerUp = (event: Event) => {
    if (!(event.target instanceof Node) || !host.contains(event.target)) return cleanup();
    // click follows pointerup in the same input task; if the browser dropped it, replay it.
    nextTask(window, () => {
      if (!clicked) {
        cleanup();
        replay(new MouseEvent('click'), mapped);
      }
    });
  };
  const timer = setTimeout(() => cleanup(), LATE_CLICK_WINDOW_MS);
  function cleanup() {
    clearTimeout(timer);
    host.removeEventListener('click', onClick, true);
    doc.removeEventListener('pointerup', onPointerUp, true);
  }
  host.addEventListener('click', onClick, true);
  doc.addEventListener('pointerup', onPointerUp, true);
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIslandRuntime, ISLAND_STATE_ATTR, type IslandRuntime } from '../../../src/islands/runtime';
import { dispatchAppended } from '../../../src/lib/events';
import { counterMarkup, makeRegistry } from './test-widgets';

let runtime: IslandRuntime;
let loads: Record<string, number>;
let consoleError: ReturnType<typeof vi.spyOn>;

function start(html: string) {
  document.body.innerHTML = html;
  const made = makeRegistry();
  loads = made.loads;
  runtime = createIslandRuntime({ registry: made.registry });
  runtime.start();
}

const host = (selector = '[data-widget]') => document.querySelector<HTMLElement>(selector)!;
const mounted = (el: Element) => el.getAttribute(ISLAND_STATE_ATTR) === 'mounted';
const untilMounted = (el: Element) => vi.waitFor(() => expect(el.getAttribute(ISLAND_STATE_ATTR)).toBe('mounted'));

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  runtime?.unmountWithin(document);
  runtime?.stop();
  document.body.innerHTML = '';
});

describe('island runtime: mounting', () => {
  it('mounts a load island with its JSON props and swaps out the server markup', async () => {
    start(counterMarkup('{"start": 4, "label": "clicks"}'));
    await untilMounted(host());
    expect(host().querySelectorAll('button')).toHaveLength(1);
    expect(host().querySelector('button')!.textContent).toBe('clicks 4');
    // The props script stays, so the island can mount again after an editor reload.
    expect(host().querySelector('script[data-props]')).not.toBeNull();
  });

  it('never mounts the same element twice', async () => {
    start(counterMarkup('{}'));
    runtime.scan();
    dispatchAppended();
    await untilMounted(host());
    runtime.scan();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.counter).toBe(1);
    expect(host().querySelectorAll('[data-island-root]')).toHaveLength(1);
  });

  it('skips an island with bad JSON props, logs once and keeps the server markup', async () => {
    start(counterMarkup('{"start": 4,,}') + counterMarkup('{"start": 1}').replace('data-widget', 'id="ok" data-widget'));
    await untilMounted(host('#ok'));
    runtime.scan();
    const bad = host();
    expect(bad.getAttribute(ISLAND_STATE_ATTR)).toBe('failed');
    expect(bad.querySelector('button')!.textContent).toBe('server 0');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toMatch(/invalid JSON props/);
  });

  it('an island whose widget throws keeps its markup, logs once, and others still mount', async () => {
    start(`<div id="boom" data-widget="boom" data-hydrate="load"><p>server boom</p></div>` + counterMarkup('{}'));
    await untilMounted(host('[data-widget="counter"]'));
    await vi.waitFor(() => expect(host('#boom').getAttribute(ISLAND_STATE_ATTR)).toBe('failed'));
    expect(host('#boom').innerHTML).toContain('<p>server boom</p>');
    expect(host('#boom').querySelector('[data-island-root]')!.childNodes).toHaveLength(0);
    const widgetLogs = consoleError.mock.calls.filter((call: unknown[]) => String(call[0]).includes('"boom"'));
    expect(widgetLogs).toHaveLength(1);
  });

  it('keeps the server markup of an island whose props break its contract, with one warning naming widget, key and template', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.setAttribute('data-template', 'product.showcase');
    start(counterMarkup('{"start": "four"}') + counterMarkup('{"start": 1}').replace('data-widget', 'id="ok" data-widget'));
    await untilMounted(host('#ok'));
    const bad = host();
    await vi.waitFor(() => expect(bad.getAttribute(ISLAND_STATE_ATTR)).toBe('failed'));
    expect(bad.querySelector('button')!.textContent).toBe('server 0');
    expect(bad.querySelector('[data-island-root]')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/widget "counter" on template "product\.showcase": props\.start: .*number/);
    expect(consoleError).not.toHaveBeenCalled();
    document.body.removeAttribute('data-template');
  });

  it('logs an unknown widget name and leaves the element alone', () => {
    start('<div data-widget="nope"><p>kept</p></div>');
    expect(host().innerHTML).toBe('<p>kept</p>');
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/unknown widget "nope"/));
  });
});

describe('island runtime: strategies', () => {
  let readyState: PropertyDescriptor | undefined;
  beforeEach(() => {
    readyState = Object.getOwnPropertyDescriptor(document, 'readyState');
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  });
  afterEach(() => {
    if (readyState) Object.defineProperty(document, 'readyState', readyState);
    else delete (document as { readyState?: string }).readyState;
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  /** `load`, then the task after it, where what waits for `load` runs. */
  const finishLoading = async () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('idle waits for the load event, then an idle callback', async () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (cb: IdleRequestCallback) => idle.push(cb);
    start(counterMarkup('{}', 'idle'));
    expect(idle).toHaveLength(0);
    await finishLoading();
    expect(idle).toHaveLength(1);
    expect(loads.counter).toBe(0);
    idle[0]!({ didTimeout: false, timeRemaining: () => 10 });
    await untilMounted(host());
  });

  it('idle falls back to a timer without requestIdleCallback', async () => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    start(counterMarkup('{}', 'idle'));
    await finishLoading();
    expect(loads.counter).toBe(0);
    await untilMounted(host());
  });

  it('visible observes only after load and mounts on intersection', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    window.IntersectionObserver = class {
      targets: Element[] = [];
      constructor(public callback: IntersectionObserverCallback) {
        observers.push(this);
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    start(counterMarkup('{}', 'visible'));
    expect(observers).toHaveLength(0);
    await finishLoading();
    expect(observers[0]!.targets).toEqual([host()]);
    observers[0]!.callback([{ isIntersecting: false, target: host() } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.counter).toBe(0);
    observers[0]!.callback([{ isIntersecting: true, target: host() } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    await untilMounted(host());
  });
});

describe('island runtime: interaction with data-prefetch="idle"', () => {
  let idle: IdleRequestCallback[];
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = (cb: IdleRequestCallback) => idle.push(cb);
    window.cancelIdleCallback = (id: number) => void idle.splice(id - 1, 1, () => {});
  });
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    delete (navigator as { connection?: unknown }).connection;
  });
  const prefetched = (label = 'count') => counterMarkup(`{"label": "${label}"}`, 'interaction').replace('data-hydrate', 'data-prefetch="idle" data-hydrate');

  it('loads its code at the first idle moment after another island has loaded React, without mounting it; the click then mounts it', async () => {
    start(prefetched() + counterMarkup('{"start": 1}', 'interaction').replace('data-widget', 'id="other" data-widget'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // No island has loaded React yet: nothing is prefetched.
    expect(idle).toHaveLength(0);
    host('#other')
      .querySelector('button')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await untilMounted(host('#other'));
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(loads.counter).toBe(1);
    idle[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(loads.counter).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host().getAttribute(ISLAND_STATE_ATTR)).toBe('scheduled');
    expect(host().querySelector('button')!.textContent).toBe('server 0');
    host()
      .querySelector('button')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await untilMounted(host());
    await vi.waitFor(() => expect(host().querySelector('button')!.textContent).toBe('count 1'));
  });

  it('a page where no other island loads React never prefetches', async () => {
    start(prefetched());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(idle).toHaveLength(0);
    expect(loads.counter).toBe(0);
  });

  it('a shopper who asked to save data gets no prefetch', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    start(prefetched() + counterMarkup('{}', 'load').replace('data-widget', 'id="other" data-widget'));
    await untilMounted(host('#other'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toHaveLength(0);
    expect(loads.counter).toBe(1);
  });

  it('an interaction before the idle moment mounts it and cancels the prefetch', async () => {
    start(prefetched() + counterMarkup('{}', 'load').replace('data-widget', 'id="other" data-widget'));
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    host()
      .querySelector('button')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await untilMounted(host());
    idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 }));
    expect(loads.counter).toBe(2);
  });
});

describe('island runtime: interaction', () => {
  it('waits for interaction, then replays the waking click once on the mounted button', async () => {
    start(counterMarkup('{"label": "count"}', 'interaction'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.counter).toBe(0);
    const serverButton = host().querySelector('button')!;
    const notPrevented = serverButton.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(notPrevented).toBe(false); // held back until the widget can handle it
    await untilMounted(host());
    await vi.waitFor(() => expect(host().querySelector('button')!.textContent).toBe('count 1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host().querySelector('button')!.textContent).toBe('count 1'); // once, not twice
  });

  it('replays an Enter key that woke the island as an activation', async () => {
    start(counterMarkup('{"label": "count"}', 'interaction'));
    host()
      .querySelector('button')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await untilMounted(host());
    await vi.waitFor(() => expect(host().querySelector('button')!.textContent).toBe('count 1'));
    expect(document.activeElement).toBe(host().querySelector('button'));
  });

  it('sends a click that lands after mounting (pointerdown woke it) to the widget', async () => {
    start(counterMarkup('{"label": "count"}', 'interaction'));
    host()
      .querySelector('button')!
      .dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await untilMounted(host());
    expect(host().querySelector('button')!.textContent).toBe('count 0');
    // The pressed server button is gone; the browser delivers the click to the host.
    host().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(host().querySelector('button')!.textContent).toBe('count 1'));
  });

  it('focus that woke it moves to the same control in the widget', async () => {
    start(counterMarkup('{}', 'interaction'));
    host().querySelector('button')!.focus();
    await untilMounted(host());
    expect(document.activeElement).toBe(host().querySelector('[data-island-root] button'));
    expect(host().querySelector('button')!.textContent).toBe('count 0');
  });

  it('focus anywhere in the server markup follows into the widget at the swap, whatever woke it', async () => {
    start(counterMarkup('{}', 'load'));
    host().querySelector('button')!.focus();
    await untilMounted(host());
    expect(document.activeElement).toBe(host().querySelector('[data-island-root] button'));
  });

  it('focus that woke it stays where the shopper moved it while the chunk loaded', async () => {
    start(counterMarkup('{}', 'interaction') + '<a id="next" href="#next">next</a>');
    host().querySelector('button')!.focus();
    document.querySelector<HTMLElement>('#next')!.focus(); // tabbed on before the widget arrived
    await untilMounted(host());
    expect(document.activeElement).toBe(document.querySelector('#next'));
  });
});

describe('island runtime: appended and theme editor events', () => {
  it('mounts islands added later when `appended` names their container', async () => {
    start('<div id="grid"></div>');
    const grid = document.getElementById('grid')!;
    grid.innerHTML = counterMarkup('{"start": 7}');
    dispatchAppended(grid);
    await untilMounted(host());
    expect(host().textContent).toContain('count 7');
  });

  it('an `appended` event without a container rescans the document', async () => {
    start('');
    document.body.innerHTML = counterMarkup('{}');
    window.dispatchEvent(new CustomEvent('appended'));
    await untilMounted(host());
  });

  it('mounts on shopify:section:load and unmounts on shopify:section:unload, then mounts again', async () => {
    start('<div id="shopify-section-a" class="shopify-section"></div>');
    const section = document.getElementById('shopify-section-a')!;
    section.innerHTML = counterMarkup('{"start": 2}');
    section.dispatchEvent(new CustomEvent('shopify:section:load', { bubbles: true }));
    await untilMounted(host());
    host().querySelector('button')!.click();
    await vi.waitFor(() => expect(host().textContent).toContain('count 3'));

    section.dispatchEvent(new CustomEvent('shopify:section:unload', { bubbles: true }));
    expect(mounted(host())).toBe(false);
    expect(host().querySelector('[data-island-root]')).toBeNull();
    expect(host().querySelector('button')!.textContent).toBe('server 0'); // server markup back

    section.dispatchEvent(new CustomEvent('shopify:section:load', { bubbles: true }));
    await untilMounted(host());
    expect(host().textContent).toContain('count 2'); // a fresh mount
    expect(loads.counter).toBe(2);
  });

  it('the editor selecting a block inside an island still waiting for the shopper wakes it at once', async () => {
    start(
      `<div id="shopify-section-s" class="shopify-section">${counterMarkup('{"start": 4}', 'interaction').replace('<button', '<button data-shopify-editor-block=\'{"id":"b1","type":"item"}\'')}</div>`,
    );
    expect(host().getAttribute(ISLAND_STATE_ATTR)).toBe('scheduled');
    document
      .querySelector('[data-shopify-editor-block]')!
      .dispatchEvent(new CustomEvent('shopify:block:select', { bubbles: true, detail: { sectionId: 's', blockId: 'b1', load: false } }));
    await untilMounted(host());
    expect(host().textContent).toContain('count 4');
  });

  it('a block selected elsewhere leaves a waiting island alone', async () => {
    start(`${counterMarkup('{}', 'interaction')}<p data-shopify-editor-block='{"id":"b1","type":"item"}'></p>`);
    document.querySelector('p')!.dispatchEvent(new CustomEvent('shopify:block:select', { bubbles: true, detail: { sectionId: 's', blockId: 'b1' } }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(host().getAttribute(ISLAND_STATE_ATTR)).toBe('scheduled');
  });

  it('an unload while the chunk is loading cancels the mount', async () => {
    start(counterMarkup('{}'));
    runtime.unmountWithin(document.body);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(host().querySelector('[data-island-root]')).toBeNull();
    expect(host().querySelector('button')!.textContent).toBe('server 0');
  });
});

describe('island runtime: mount turns', () => {
  /** A turn the test hands out by hand, so the order of mounts is observable. */
  function manualTurns() {
    const waiting: (() => void)[] = [];
    const nextTurn = () => new Promise<void>((resolve) => waiting.push(resolve));
    return { nextTurn, waiting };
  }

  it('unhurried islands wait for their turn, one mount per turn, in page order', async () => {
    document.body.innerHTML =
      counterMarkup('{"label": "first"}').replace('data-widget', 'id="a" data-widget') +
      counterMarkup('{"label": "second"}').replace('data-widget', 'id="b" data-widget');
    const turns = manualTurns();
    runtime = createIslandRuntime({ registry: makeRegistry().registry, nextTurn: turns.nextTurn });
    runtime.start();
    await vi.waitFor(() => expect(turns.waiting).toHaveLength(2));
    expect(mounted(host('#a')) || mounted(host('#b'))).toBe(false);
    turns.waiting[0]!();
    await untilMounted(host('#a'));
    expect(host('#a').textContent).toContain('first 0');
    expect(mounted(host('#b'))).toBe(false);
    turns.waiting[1]!();
    await untilMounted(host('#b'));
  });

  it('an island woken by the shopper does not wait for a turn', async () => {
    document.body.innerHTML = counterMarkup('{"label": "count"}', 'interaction');
    const turns = manualTurns();
    runtime = createIslandRuntime({ registry: makeRegistry().registry, nextTurn: turns.nextTurn });
    runtime.start();
    host()
      .querySelector('button')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await untilMounted(host());
    await vi.waitFor(() => expect(host().querySelector('button')!.textContent).toBe('count 1'));
    expect(turns.waiting).toHaveLength(0);
  });

  it('an island unloaded while waiting for its turn never mounts', async () => {
    document.body.innerHTML = counterMarkup('{}');
    const turns = manualTurns();
    runtime = createIslandRuntime({ registry: makeRegistry().registry, nextTurn: turns.nextTurn });
    runtime.start();
    await vi.waitFor(() => expect(turns.waiting).toHaveLength(1));
    runtime.unmountWithin(document.body);
    turns.waiting[0]!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host().querySelector('[data-island-root]')).toBeNull();
    expect(host().querySelector('button')!.textContent).toBe('server 0');
  });
});

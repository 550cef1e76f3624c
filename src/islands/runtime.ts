/**
 * The island runtime: finds `[data-widget]` hosts, wakes them per `data-hydrate`, mounts each
 * once, and follows the theme editor's section events. No React here: the mount module (and
 * React with it) is imported on the first mount.
 */
import { appendedRoot, APPENDED_EVENT, REMOVING_EVENT } from '../lib/events';
import { followEditorSelection } from '../lib/editor-selected-block';
import { createIslandContainer, swapInWidget } from './host-dom';
import type { MountedIsland, MountRequest } from './mount';
import { readIslandProps } from './props';
import type { WidgetModule, WidgetRegistry } from './registry';
import { createMountTurns } from './mount-turns';
import { recordInput, type InputRecorder } from './replay';
import { prefetchOnIntent, scheduleHydration, schedulePrefetch, strategyOf, type BrowserWindow } from './strategies';

export const ISLAND_SELECTOR = '[data-widget]';
/** Reflects the lifecycle on the host for CSS and tests: scheduled | loading | mounted | failed. */
export const ISLAND_STATE_ATTR = 'data-island-state';

type Mounter = {
  mountIsland(request: MountRequest): MountedIsland;
  checkIslandProps: typeof import('./props-schema').checkIslandProps;
};

type IslandRecord =
  | { state: 'scheduled'; cancel(): void; wakeNow(): void }
  | { state: 'loading'; cancelled: boolean }
  | { state: 'mounted'; unmount(): void }
  | { state: 'failed' };

export interface IslandRuntimeOptions {
  registry: WidgetRegistry;
  win?: BrowserWindow;
  /** Defaults to the lazy React mount module. */
  loadMounter?: () => Promise<Mounter>;
  /** Resolves when the next unhurried mount may run (default: one per task). */
  nextTurn?: () => Promise<void>;
}

export interface IslandRuntime {
  /** Schedules every not-yet-known island inside `root` (and `root` itself). */
  scan(root?: ParentNode): void;
  /** Unmounts (or cancels) every island inside `root`; they may mount again later. */
  unmountWithin(root: ParentNode): void;
  /** Starts listening for `appended` and the editor's section events, then scans the document. */
  start(): void;
  stop(): void;
}

export function createIslandRuntime(options: IslandRuntimeOptions): IslandRuntime {
  const { registry } = options;
  const win = options.win ?? window;
  const doc = win.document;
  const loadMounter = options.loadMounter ?? (() => import('./mount'));
  const islands = new WeakMap<Element, IslandRecord>();
  const nextTurn = options.nextTurn ?? createMountTurns();
  /** Settles when an island's code and React have loaded: prefetches wait for it. */
  let markReactLoaded = () => {};
  const reactLoaded = new Promise<void>((resolve) => (markReactLoaded = resolve));

  /** An island's code: React's half (the mount module) and its widget's chunk. */
  const loadCode = (name: string) => Promise.all([loadMounter(), registry[name]!()]);

  const setState = (host: Element, record: IslandRecord) => {
    islands.set(host, record);
    host.setAttribute(ISLAND_STATE_ATTR, record.state);
  };

  const fail = (host: Element, message: string, error?: unknown) => {
    console.error(`[islands] ${message}`, ...(error === undefined ? [] : [error]));
    setState(host, { state: 'failed' });
  };
  /** The page's template (`<body data-template>`), named in contract warnings. */
  const template = () => doc.body?.getAttribute('data-template') ?? 'unknown';

  function hostsWithin(root: ParentNode): Element[] {
    const hosts = Array.from(root.querySelectorAll(ISLAND_SELECTOR));
    if (root instanceof Element && root.matches(ISLAND_SELECTOR)) hosts.unshift(root);
    return hosts;
  }

  async function wake(host: Element, name: string, event?: Event) {
    const recorder: InputRecorder = recordInput(host, event);
    const parsed = readIslandProps(host);
    if (!parsed.ok) {
      fail(host, `widget "${name}": invalid JSON props (${parsed.error}); keeping its server markup.`);
      recorder.finish(null);
      return;
    }
    const record: IslandRecord = { state: 'loading', cancelled: false };
    setState(host, record);
    let mounter: Mounter;
    let widget: WidgetModule;
    try {
      [mounter, widget] = await loadCode(name);
    } catch (error) {
      if (!record.cancelled) fail(host, `widget "${name}": its code failed to load.`, error);
      recorder.finish(null);
      return;
    }
    markReactLoaded();
    if (record.cancelled || islands.get(host) !== record) return recorder.finish(null);
    // Nobody is waiting on an island woken by load, idle or visibility: it takes its turn, one
    // mount per task, and renders in slices. An interaction mounts at once, in one go.
    const urgent = event !== undefined || recorder.holding();
    if (!urgent) {
      await nextTurn();
      if (record.cancelled || islands.get(host) !== record) return recorder.finish(null);
    }
    // The props contract: a payload that breaks it leaves the server markup, with one warning.
    const checked = mounter.checkIslandProps(name, widget.schema, parsed.props, template());
    if (!checked.ok) {
      console.warn(`[islands] ${checked.message}`);
      setState(host, { state: 'failed' });
      recorder.finish(null);
      return;
    }

    const container = createIslandContainer(host);
    let restoreMarkup: (() => void) | null = null;
    let failed = false;
    let mounted: MountedIsland;
    try {
      mounted = mounter.mountIsland({
        name,
        container,
        Widget: widget.default,
        props: checked.props,
        urgent,
        onCommit: () => {
          if (failed) return;
          // In the commit, so focus in the server markup never falls to the page in between.
          restoreMarkup = swapInWidget(host, container);
          host.setAttribute(ISLAND_STATE_ATTR, 'mounted');
          // Once the commit is over and carried-over text is in the widget's state.
          queueMicrotask(() => recorder.finish(container));
        },
        onFailed: () => {
          failed = true;
          restoreMarkup?.();
          host.setAttribute(ISLAND_STATE_ATTR, 'failed');
        },
      });
    } catch (error) {
      // React itself failed (not the widget): nothing was swapped, so the markup is intact.
      container.remove();
      fail(host, `widget "${name}" could not mount.`, error);
      recorder.finish(null);
      return;
    }
    if (failed) recorder.finish(null);
    islands.set(host, {
      state: 'mounted',
      unmount: () => {
        mounted.unmount();
        container.remove();
        restoreMarkup?.();
      },
    });
  }

  /**
   * Widgets that were mounted in markup just taken out (a section swapped, the editor's reload):
   * the same widget in the markup that replaces it wakes at once, even an `interaction` one, so
   * what the shopper had live stays live (the account nav after a view switch shows the portal's
   * status); as many of each widget as were live. Forgotten after the next scan.
   */
  const wereLive = new Map<string, number>();

  function scan(root: ParentNode = doc): void {
    const live = new Map(wereLive);
    wereLive.clear();
    for (const host of hostsWithin(root)) {
      if (islands.has(host)) continue; // never mount an element twice
      const name = host.getAttribute('data-widget')?.trim() ?? '';
      if (!Object.hasOwn(registry, name)) {
        fail(host, `unknown widget "${name}"; keeping its server markup.`);
        continue;
      }
      const record: IslandRecord = { state: 'scheduled', cancel: () => {}, wakeNow: () => {} };
      setState(host, record);
      const strategy = strategyOf(host);
      let cancelPrefetch = () => {};
      const cancelWake = scheduleHydration(win, host, strategy, (event) => {
        cancelPrefetch();
        if (islands.get(host) !== record) return;
        void wake(host, name, event);
        wakeGroup(host);
      });
      // Code only, never a mount; a failure here is reported by the wake that retries it.
      if (strategy === 'interaction') {
        const prefetch = () => void loadCode(name).catch(() => {});
        const cancelIdle = schedulePrefetch(win, host, reactLoaded, prefetch);
        const cancelIntent = prefetchOnIntent(host, prefetch);
        cancelPrefetch = () => {
          cancelIdle();
          cancelIntent();
        };
      }
      record.cancel = () => {
        cancelWake();
        cancelPrefetch();
      };
      record.wakeNow = () => {
        record.cancel();
        void wake(host, name);
      };
      const stillLive = live.get(name) ?? 0;
      if (strategy === 'interaction' && stillLive > 0) {
        live.set(name, stillLive - 1);
        record.wakeNow();
      }
    }
  }

  /**
   * `data-wake-with="group"`: islands that share state (a product hero's form, media, stars and
   * sticky bar) wake together, so none keeps showing what another has already changed.
   */
  function wakeGroup(host: Element): void {
    const group = host.getAttribute('data-wake-with')?.trim();
    if (!group) return;
    for (const other of Array.from(doc.querySelectorAll('[data-wake-with]'))) {
      const record = islands.get(other);
      if (other !== host && other.getAttribute('data-wake-with')?.trim() === group && record?.state === 'scheduled') record.wakeNow();
    }
  }

  function unmountWithin(root: ParentNode): void {
    for (const host of hostsWithin(root)) {
      const record = islands.get(host);
      if (!record) continue;
      if (record.state === 'scheduled') record.cancel();
      else if (record.state === 'loading') record.cancelled = true;
      else if (record.state === 'mounted') {
        const widgetName = host.getAttribute('data-widget')?.trim() ?? '';
        wereLive.set(widgetName, (wereLive.get(widgetName) ?? 0) + 1);
        try {
          record.unmount();
        } catch (error) {
          console.error('[islands] unmount failed', error);
        }
      }
      islands.delete(host);
      host.removeAttribute(ISLAND_STATE_ATTR);
    }
  }

  const onAppended = (event: Event) => scan(appendedRoot(event));
  const onSectionLoad = (event: Event) => {
    if (event.target instanceof Element) scan(event.target);
  };
  const onSectionUnload = (event: Event) => {
    if (event.target instanceof Element) unmountWithin(event.target);
  };
  // A swapped section (section rendering) or removed markup: same as the editor's unload.
  /** The editor selected a block inside an island still waiting (below the fold, say): wake it now. */
  const onBlockSelect = (event: Event) => {
    const host = event.target instanceof Element ? event.target.closest(ISLAND_SELECTOR) : null;
    const record = host ? islands.get(host) : undefined;
    if (record?.state === 'scheduled') record.wakeNow();
  };
  let stopFollowing = () => {};

  return {
    scan,
    unmountWithin,
    start() {
      win.addEventListener(APPENDED_EVENT, onAppended);
      doc.addEventListener('shopify:section:load', onSectionLoad);
      doc.addEventListener('shopify:section:unload', onSectionUnload);
      doc.addEventListener(REMOVING_EVENT, onSectionUnload);
      doc.addEventListener('shopify:block:select', onBlockSelect);
      stopFollowing = followEditorSelection(doc);
      scan(doc);
    },
    stop() {
      win.removeEventListener(APPENDED_EVENT, onAppended);
      doc.removeEventListener('shopify:section:load', onSectionLoad);
      doc.removeEventListener('shopify:section:unload', onSectionUnload);
      doc.removeEventListener(REMOVING_EVENT, onSectionUnload);
      doc.removeEventListener('shopify:block:select', onBlockSelect);
      stopFollowing();
    },
  };
}

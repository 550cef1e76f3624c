// What the island parity check (island-parity.spec.ts) reads in the page: each island host's
// server markup as the runtime first sees it, and the widget's markup at its first commit, both
// outlined as lines (tag, classes, the attributes that matter, text; hidden elements left out),
// plus the page set-up that wakes every island at load whatever its data-hydrate.
import type { Page } from '@playwright/test';

export interface IslandCapture {
  name: string;
  /** 0-based among the page's hosts of that name */
  index: number;
  state: string;
  server: string[];
  widget: string[] | null;
}

/**
 * Runs in the page before its scripts (addInitScript: self-contained). Outlines a host's server
 * markup when the runtime first marks it (it has scanned it, nothing is swapped yet) and the
 * widget's markup when the host turns `mounted` (the first commit, in the same task).
 */
function captureIslands(): void {
  // An image's file, box and loading are compared; srcset and sizes (which file the browser
  // picks for the same box) are not.
  const COMPARED = /^(role|aria-.*|href|type|name|value|disabled|for|alt|src|width|height|loading|poster)$/;
  // Which element an id reference names is not compared: React's ids (useId) are not Liquid's.
  const ID_REFERENCE = /^(for|aria-(controls|labelledby|describedby|owns|activedescendant))$/;
  const value = (a: Attr) => (a.name === 'disabled' ? '' : ID_REFERENCE.test(a.name) ? '#id' : a.value.replace(/\s+/g, ' ').trim());
  const outline = (nodes: Node[], depth: number, lines: string[]) => {
    // Adjacent text nodes read as one text (React writes `{rating} ({count})` as four).
    let text = '';
    const flushText = () => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (trimmed) lines.push(`${'  '.repeat(depth)}"${trimmed}"`);
      text = '';
    };
    for (const node of nodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        text += node.textContent ?? '';
        continue;
      }
      // What is not shown is not compared: a hidden tab panel moves nothing when it appears.
      if (!(node instanceof Element) || node.matches('script, template, noscript, [hidden]')) continue;
      flushText();
      const classes = [...node.classList].sort().join(' ');
      const attrs = [...node.attributes]
        .filter((a) => COMPARED.test(a.name))
        .map((a) => `${a.name}="${value(a)}"`)
        .sort();
      lines.push(`${'  '.repeat(depth)}<${node.localName}${classes ? ` class="${classes}"` : ''}${attrs.length ? ` ${attrs.join(' ')}` : ''}>`);
      // An icon is compared as a whole (the same <svg> with the same class), not path by path.
      if (node.localName !== 'svg') outline([...node.childNodes], depth + 1, lines);
    }
    flushText();
  };
  const serverNodes = (host: Element) =>
    [...host.childNodes].filter((n) => !(n instanceof Element && (n.matches('script[data-props]') || n.hasAttribute('data-island-root'))));
  const found = new Map<Element, { server: string[] | null; widget: string[] | null }>();
  (window as unknown as { islandCaptures: typeof found }).islandCaptures = found;
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof Element) || !target.matches('[data-widget]')) continue;
      const entry = found.get(target) ?? { server: null, widget: null };
      found.set(target, entry);
      const root = target.querySelector(':scope > [data-island-root]');
      if (entry.server === null && !root?.hasChildNodes()) {
        entry.server = [];
        outline(serverNodes(target), 0, entry.server);
      }
      if (entry.widget === null && target.getAttribute('data-island-state') === 'mounted' && root) {
        entry.widget = [];
        outline([...root.childNodes], 0, entry.widget);
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-island-state'] });
}

/** Every island on the page wakes at load, whatever its data-hydrate says (rewritten in the HTML). */
export async function wakeEveryIslandAtLoad(page: Page): Promise<void> {
  await page.addInitScript(captureIslands);
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const body = (await response.text()).replace(/ data-hydrate="[a-z]*"/g, ' data-hydrate="load"');
    await route.fulfill({ status: response.status(), headers, body });
  });
}

/** Waits until every island has mounted or failed, then returns what was captured, in page order. */
export async function islandCaptures(page: Page): Promise<IslandCapture[]> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-widget]')].every((host) => ['mounted', 'failed'].includes(host.getAttribute('data-island-state') ?? '')),
  );
  return page.evaluate(() => {
    const found = (window as unknown as { islandCaptures: Map<Element, { server: string[] | null; widget: string[] | null }> }).islandCaptures;
    const seen = new Map<string, number>();
    return [...document.querySelectorAll('[data-widget]')].map((host) => {
      const name = host.getAttribute('data-widget') ?? '';
      const index = seen.get(name) ?? 0;
      seen.set(name, index + 1);
      const entry = found.get(host);
      return { name, index, state: host.getAttribute('data-island-state') ?? '', server: entry?.server ?? [], widget: entry?.widget ?? null };
    });
  });
}

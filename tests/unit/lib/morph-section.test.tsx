// @vitest-environment jsdom
// Islands inside a section that section rendering updates: a mounted island whose props did not
// change stays mounted (same React markup, same state); one whose props changed re-mounts with
// them; one the new markup drops unmounts; a new one mounts.
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIslandRuntime, ISLAND_STATE_ATTR, type IslandRuntime } from '../../../src/islands/runtime';
import { swapSections } from '../../../src/lib/section-rendering';
import { counterMarkup, makeRegistry } from '../islands/test-widgets';

let runtime: IslandRuntime;
const section = (inner: string) => `<div id="shopify-section-s" class="shopify-section"><h2>Title</h2>${inner}</div>`;
const hosts = () => Array.from(document.querySelectorAll<HTMLElement>('[data-widget]'));
const untilMounted = (el: Element) => vi.waitFor(() => expect(el.getAttribute(ISLAND_STATE_ATTR)).toBe('mounted'));

async function start(html: string) {
  document.body.innerHTML = html;
  runtime = createIslandRuntime({ registry: makeRegistry().registry });
  runtime.start();
  for (const host of hosts()) await untilMounted(host);
}

afterEach(() => {
  runtime.unmountWithin(document);
  runtime.stop();
  document.body.innerHTML = '';
});

describe('islands in a morphed section', () => {
  it('keeps a mounted island whose props are unchanged: its state and elements survive', async () => {
    await start(section(counterMarkup('{"label": "a"}')));
    const button = hosts()[0]!.querySelector('button')!;
    fireEvent.click(button);
    expect(button.textContent).toBe('a 1');
    swapSections({ s: section(counterMarkup('{"label": "a"}')).replace('Title', 'New title') });
    expect(document.querySelector('h2')!.textContent).toBe('New title');
    expect(hosts()[0]!.getAttribute(ISLAND_STATE_ATTR)).toBe('mounted');
    expect(hosts()[0]!.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('a 1');
    expect(hosts()[0]!.id).toBe('');
    // The server markup does not come back beside the widget's.
    expect(hosts()[0]!.querySelectorAll('button')).toHaveLength(1);
  });

  it('re-mounts an island whose props changed, drops one the new markup lacks, mounts a new one', async () => {
    await start(section(counterMarkup('{"label": "a"}') + counterMarkup('{"label": "gone"}')));
    fireEvent.click(hosts()[0]!.querySelector('button')!);
    swapSections({ s: section(counterMarkup('{"label": "b"}') + '<div data-widget="boom" data-hydrate="interaction"></div>') });
    const [changed, added] = hosts();
    expect(hosts()).toHaveLength(2);
    await untilMounted(changed!);
    expect(changed!.querySelectorAll('button')).toHaveLength(1);
    expect(changed!.querySelector('button')!.textContent).toBe('b 0');
    expect(added!.getAttribute(ISLAND_STATE_ATTR)).toBe('scheduled');
    expect(document.body.textContent).not.toContain('gone');
  });
});

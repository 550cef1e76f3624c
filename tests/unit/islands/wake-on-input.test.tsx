// @vitest-environment jsdom
// Islands that wait for the shopper: woken by the first scroll (data-wake-on), together
// (data-wake-with), from links outside the host (data-wake-also), their code fetched on a real
// pointer move, and what was typed or pressed before the widget took over carried into it.
import { useState } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIslandRuntime, ISLAND_STATE_ATTR, type IslandRuntime } from '../../../src/islands/runtime';
import type { WidgetRegistry } from '../../../src/islands/registry';
import { counterMarkup, makeRegistry } from './test-widgets';
import { wakeIsland } from '../../../src/lib/wake-island';

let runtime: IslandRuntime;

/**
 * A search form as the blog's: a controlled field; a submit shows the term the field holds (read
 * from the field, as the blog's does: typed text carried over is there before it is in state).
 */
function SearchBox() {
  const [value, setValue] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const field = event.currentTarget.elements.namedItem('q');
        setSearched(field instanceof HTMLInputElement ? field.value : value);
      }}
    >
      <input type="search" name="q" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{searched === null ? '' : `searched ${searched}`}</output>
    </form>
  );
}

/** Size radios and a button, as a product form's tiles and Add to Cart: the shown pick, and the size each press added. */
function SizePicker() {
  const [size, setSize] = useState('S');
  const [added, setAdded] = useState<string[]>([]);
  return (
    <div>
      {['S', 'M', 'L'].map((value) => (
        <label key={value}>
          <input type="radio" name="size" value={value} checked={size === value} onChange={() => setSize(value)} />
          {value}
        </label>
      ))}
      <button type="button" onClick={() => setAdded((sizes) => [...sizes, size])}>
        pressed {added.length}
      </button>
      <output>{size}</output>
      <p>{added.join(' ')}</p>
    </div>
  );
}

const TOPICS = ['Refills', 'Subscriptions', 'Cooking'];

/** Tabs as the FAQ's: arrows, Home and End move the selection and the focus along them. */
function TopicTabs() {
  const [active, setActive] = useState(0);
  const move = (index: number) => {
    const next = (index + TOPICS.length) % TOPICS.length;
    setActive(next);
    document.querySelectorAll<HTMLElement>('#tabs [role="tab"]')[next]?.focus();
  };
  const keys: Record<string, () => void> = { ArrowRight: () => move(active + 1), ArrowLeft: () => move(active - 1), Home: () => move(0), End: () => move(-1) };
  return (
    <div role="tablist">
      {TOPICS.map((topic, index) => (
        <button
          key={topic}
          type="button"
          role="tab"
          aria-selected={index === active}
          tabIndex={index === active ? 0 : -1}
          onKeyDown={(event) => {
            keys[event.key]?.();
            if (keys[event.key]) event.preventDefault();
          }}
        >
          {topic}
        </button>
      ))}
    </div>
  );
}

const TABS_MARKUP = `<div id="tabs" data-widget="topic-tabs" data-hydrate="interaction">
  <script type="application/json" data-props>{}</script>
  <div role="tablist">${TOPICS.map((topic, i) => `<button type="button" role="tab" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${topic}</button>`).join('')}</div>
</div>`;

const PICKER_MARKUP = `<div id="picker" data-widget="size-picker" data-hydrate="interaction">
  <script type="application/json" data-props>{}</script>
  <div>${['S', 'M', 'L'].map((value) => `<label><input type="radio" name="size" value="${value}"${value === 'S' ? ' checked' : ''}>${value}</label>`).join('')}<button type="button">pressed 0</button><output>S</output><p></p></div>
</div>`;

const SEARCH_MARKUP = `<div id="search" data-widget="search-box" data-hydrate="interaction">
  <script type="application/json" data-props>{}</script>
  <form><input type="search" name="q" value=""><output></output></form>
</div>`;

function start(html: string) {
  document.body.innerHTML = html;
  const made = makeRegistry();
  const registry: WidgetRegistry = {
    ...made.registry,
    'search-box': async () => ({ default: SearchBox, schema: v.object({}) }),
    'topic-tabs': async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { default: TopicTabs, schema: v.object({}) };
    },
    'size-picker': async () => {
      await new Promise((resolve) => setTimeout(resolve, 5)); // a chunk arrives later
      return { default: SizePicker, schema: v.object({}) };
    },
  };
  runtime = createIslandRuntime({ registry });
  runtime.start();
  return made.loads;
}

const host = (selector: string) => document.querySelector<HTMLElement>(selector)!;
const state = (selector: string) => host(selector).getAttribute(ISLAND_STATE_ATTR);
const untilMounted = (selector: string) => vi.waitFor(() => expect(state(selector)).toBe('mounted'));
const settleTasks = () => new Promise((resolve) => setTimeout(resolve, 30));
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(() => {
  runtime?.unmountWithin(document);
  runtime?.stop();
  document.body.innerHTML = '';
});

describe('islands that wait for the shopper', () => {
  it('data-wake-on="scroll": nothing loads until the first scroll of the page, which mounts it', async () => {
    const loads = start(counterMarkup('{"label": "count"}', 'interaction').replace('data-widget', 'id="nav" data-wake-on="scroll" data-widget'));
    await settleTasks();
    expect(loads.counter).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    await untilMounted('#nav');
    expect(host('#nav').querySelector('button')!.textContent).toBe('count 0');
  });

  it('data-wake-with: a press on one island of a group wakes the others of that group, and only those', async () => {
    const member = (id: string, group: string) => counterMarkup('{}', 'interaction').replace('data-widget', `id="${id}" data-wake-with="${group}" data-widget`);
    const loads = start(member('form', 'hero') + member('media', 'hero') + member('other', 'elsewhere'));
    click(host('#form').querySelector('button')!);
    await untilMounted('#form');
    await untilMounted('#media');
    await settleTasks();
    expect(state('#other')).toBe('scheduled');
    expect(loads.counter).toBe(2);
    // The press itself went to the island it was on.
    expect(host('#form').querySelector('button')!.textContent).toBe('count 1');
    expect(host('#media').querySelector('button')!.textContent).toBe('count 0');
  });

  it('data-wake-also: a press on a link outside the host wakes the island and is held until it has mounted, then replayed once', async () => {
    start(
      counterMarkup('{}', 'interaction').replace('data-widget', 'id="grid" data-wake-also="[data-switch-link]" data-widget') +
        '<a id="link" href="#next" data-switch-link>Next</a>',
    );
    const link = host('#link');
    const arrived: string[] = [];
    link.addEventListener('click', () => arrived.push(state('#grid') ?? ''));
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    // Held: the link does not follow before the widget is there to take it.
    expect(first.defaultPrevented).toBe(true);
    await untilMounted('#grid');
    await vi.waitFor(() => expect(arrived).toEqual(['loading', 'mounted']));
  });

  it('a real pointer move over the island fetches its code without mounting it; a pointer merely resting there does not', async () => {
    const loads = start(counterMarkup('{}', 'interaction').replace('data-widget', 'id="bar" data-widget'));
    const button = host('#bar').querySelector('button')!;
    button.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, movementX: 0, movementY: 0 }));
    await settleTasks();
    expect(loads.counter).toBe(0);
    button.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, movementX: 4, movementY: 1 }));
    await vi.waitFor(() => expect(loads.counter).toBe(1));
    await settleTasks();
    expect(state('#bar')).toBe('scheduled');
  });

  it('text typed before the widget took over is kept in its field, and Enter pressed meanwhile searches it', async () => {
    start(SEARCH_MARKUP);
    const serverField = host('#search').querySelector('input')!;
    serverField.focus();
    serverField.value = 'olive';
    serverField.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await untilMounted('#search');
    const field = host('#search').querySelector<HTMLInputElement>('[data-island-root] input')!;
    expect(field).not.toBe(serverField);
    await vi.waitFor(() => expect(host('#search').querySelector('output')!.textContent).toBe('searched olive'));
    // The field's state took the text too: the re-render of the search kept it in the field.
    expect(field.value).toBe('olive');
    expect(document.activeElement).toBe(field);
  });

  it('an island woken without input (a scroll) that is pressed while its code loads takes the press once it mounts', async () => {
    start(counterMarkup('{"label": "count"}', 'interaction').replace('data-widget', 'id="bar" data-wake-on="scroll" data-widget'));
    window.dispatchEvent(new Event('scroll'));
    expect(state('#bar')).toBe('loading');
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    host('#bar').querySelector('button')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    await untilMounted('#bar');
    await vi.waitFor(() => expect(host('#bar').querySelector('button')!.textContent).toBe('count 1'));
  });

  it('every press while its code loads is replayed in order, each after the widget has rendered the one before', async () => {
    start(PICKER_MARKUP);
    const labels = host('#picker').querySelectorAll('label');
    click(labels[1]!);
    expect(state('#picker')).toBe('loading');
    click(host('#picker').querySelector('button')!);
    click(labels[2]!);
    click(host('#picker').querySelector('button')!);
    await untilMounted('#picker');
    // Each press added the size picked before it: M, then L.
    await vi.waitFor(() => expect(host('#picker').querySelector('p')!.textContent).toBe('M L'));
    expect(host('#picker').querySelector('output')!.textContent).toBe('L');
    expect(host('#picker').querySelector<HTMLInputElement>('input[value="L"]')!.checked).toBe(true);
  });

  it('picks in one radio group in a row while its code loads count as the last, back to the first pick too', async () => {
    start(PICKER_MARKUP);
    const labels = host('#picker').querySelectorAll('label');
    click(labels[1]!);
    click(labels[2]!);
    click(labels[0]!);
    await untilMounted('#picker');
    click(host('#picker').querySelector('button')!);
    await vi.waitFor(() => expect(host('#picker').querySelector('p')!.textContent).toBe('S'));
    expect(host('#picker').querySelector<HTMLInputElement>('input[value="S"]')!.checked).toBe(true);
  });

  it('a press on nothing that acts, then on a control, while its code loads: the control still takes its press', async () => {
    start(PICKER_MARKUP);
    click(host('#picker').querySelector('output')!);
    expect(state('#picker')).toBe('loading');
    click(host('#picker').querySelector('button')!);
    await untilMounted('#picker');
    await vi.waitFor(() => expect(host('#picker').querySelector('button')!.textContent).toBe('pressed 1'));
  });

  it('a tile pressed while its code loads whose click comes after the widget took over still picks it', async () => {
    start(PICKER_MARKUP);
    const labels = host('#picker').querySelectorAll('label');
    click(labels[1]!);
    // The next press starts on the server markup; the widget swaps it out before the click.
    labels[2]!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await untilMounted('#picker');
    await vi.waitFor(() => expect(host('#picker').querySelector('output')!.textContent).toBe('M'));
    // The pressed label is gone: the browser sends the click to what is under the pointer now.
    host('#picker').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(host('#picker').querySelector('output')!.textContent).toBe('L'));
  });

  it('arrow, Home and End keys on a tab while its code loads are all replayed in order, each from the tab focused by then', async () => {
    start(TABS_MARKUP);
    const first = host('#tabs').querySelector<HTMLElement>('[role="tab"]')!;
    first.focus(); // focus wakes it
    const press = (key: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    press('ArrowRight');
    press('ArrowRight');
    press('End');
    press('ArrowLeft');
    expect(state('#tabs')).toBe('loading');
    await untilMounted('#tabs');
    // Refills → Subscriptions → Cooking → Cooking (End) → Subscriptions.
    await vi.waitFor(() => expect(host('#tabs').querySelector('[aria-selected="true"]')!.textContent).toBe('Subscriptions'));
    expect(document.activeElement!.textContent).toBe('Subscriptions');
  });

  it('wakeIsland wakes an island from a control outside it, even under an open dialog whose focus trap stops every focusin outside it', async () => {
    start(counterMarkup('{"label": "count"}', 'interaction').replace('data-widget', 'id="menu" data-widget'));
    // What focus-trap does while the cart drawer is open.
    const trap = (event: Event) => event.stopImmediatePropagation();
    document.addEventListener('focusin', trap, true);
    try {
      wakeIsland(host('#menu'));
      await untilMounted('#menu');
    } finally {
      document.removeEventListener('focusin', trap, true);
    }
  });

  it('a widget that was live in markup swapped out wakes at once in the markup that replaces it', async () => {
    const markup = counterMarkup('{"label": "count"}', 'interaction').replace('data-widget', 'id="nav" data-widget');
    start(`<section id="view">${markup}</section>` + counterMarkup('{}', 'interaction').replace('data-widget', 'id="idle" data-widget'));
    click(host('#nav').querySelector('button')!);
    await untilMounted('#nav');
    // A view switch: the section is unmounted, replaced, scanned (what swapSections does).
    const view = host('#view');
    runtime.unmountWithin(view);
    view.innerHTML = markup;
    runtime.scan(view);
    await untilMounted('#nav');
    expect(host('#nav').querySelector('button')!.textContent).toBe('count 0');
    // Only that widget: another island that was never live still waits for input.
    expect(state('#idle')).toBe('scheduled');
  });
});

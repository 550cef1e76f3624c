// @vitest-environment jsdom
// <announcement-bar> on the markup Liquid renders (sections/announcement-bar.liquid): it rotates,
// holds for hover, focus, its pause control, a covering drawer, reduced motion and the theme
// editor, answers previous and next, and only ever shows what the server already put in the page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThemeRenderer } from '../../../../preview/liquid';
import { defineAnnouncementBar, FADE_MS } from '../../../../src/features/marketing/announcement-bar';
import { lockScroll, unlockScroll } from '../../../../src/lib/scroll-lock';
import { baseGlobals, resolver, shop } from '../../theme/theme-fixtures';
import { mockReducedMotion } from '../../helpers/reduced-motion';

const THEME_ROOT = path.resolve(__dirname, '../../../..');
const SECTION_ID = 'sections--1__announcement-bar';

type Message = { message: string; message_2: string };

/** The section as Liquid renders it, with the sample shop's messages or `messages` in their place. */
async function renderSection(options: { messages?: Message[]; interval?: number; designMode?: boolean } = {}): Promise<string> {
  let root = THEME_ROOT;
  if (options.messages || options.interval) {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-announcement-'));
    for (const dir of ['layout', 'sections', 'snippets', 'locales', 'config', 'templates'])
      fs.cpSync(path.join(THEME_ROOT, dir), path.join(root, dir), { recursive: true });
    const file = path.join(root, 'sections/header-group.json');
    const group = JSON.parse(fs.readFileSync(file, 'utf8'));
    const bar = group.sections['announcement-bar'];
    if (options.interval) bar.settings.interval = options.interval;
    if (options.messages) {
      bar.blocks = Object.fromEntries(options.messages.map((settings, i) => [`message-${i + 1}`, { type: 'message', settings }]));
      bar.block_order = Object.keys(bar.blocks);
    }
    fs.writeFileSync(file, JSON.stringify(group));
  }
  const renderer = createThemeRenderer({ themeRoot: root, resolver, shop });
  const html = await renderer.renderSection(SECTION_ID, { globals: baseGlobals, designMode: options.designMode });
  if (root !== THEME_ROOT) fs.rmSync(root, { recursive: true, force: true });
  return html!;
}

let sample = '';
beforeAll(async () => {
  defineAnnouncementBar();
  sample = await renderSection();
});

/** Puts the markup in the page (the element starts on it) and returns the bar. */
function mount(html = sample): HTMLElement {
  document.body.innerHTML = `${html}<p id="after">After</p>`;
  return document.querySelector('announcement-bar')!;
}
const shown = () => document.querySelector<HTMLElement>('.announcement-bar__message')!;
/** The shown message's lines, joined by a space. */
const linesOf = (message: Element) => [...message.querySelectorAll('.announcement-bar__text')].map((line) => line.textContent.trim()).join(' ');
const text = () => linesOf(shown());
const button = (name: string) => document.querySelector<HTMLButtonElement>(`.announcement-bar__control[aria-label="${name}"]`);
const liveRegion = () => document.querySelector('.announcement-bar__messages')!.getAttribute('aria-live');
const advance = (ms: number) => vi.advanceTimersByTime(ms);
const press = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true }));

const FIRST = 'Free shipping on orders over $50 Subscribe & save up to 15% on every can';
const SECOND = 'Fresh harvest is here! Get the new cans';
const THIRD = 'Refill cans, zero waste Get Refills!';

beforeEach(() => {
  // performance.now() too: the first change is due a set time into the page's life.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  mockReducedMotion(false);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('<announcement-bar>', () => {
  it('rotates every interval (the sample: 10 s) with a 350 ms fade, wrapping around, silently', () => {
    mount();
    expect(text()).toBe(FIRST);
    advance(9_999);
    expect(shown().classList.contains('is-fading')).toBe(false);
    advance(1);
    expect(shown().classList.contains('is-fading')).toBe(true);
    expect(text()).toBe(FIRST);
    advance(FADE_MS);
    expect(shown().classList.contains('is-fading')).toBe(false);
    expect(text()).toBe(SECOND);
    advance(10_000);
    expect(text()).toBe(THIRD);
    advance(10_000);
    expect(text()).toBe(FIRST);
    expect(liveRegion()).toBe('off');
  });

  it('started late in the page (a slow entry), it still changes one interval into the page', () => {
    advance(8_000);
    mount();
    advance(1_999);
    expect(shown().classList.contains('is-fading')).toBe(false);
    advance(1 + FADE_MS);
    expect(text()).toBe(SECOND);
  });

  it("shows a copy of the server's own markup of each message: merchant bold and links as Liquid rendered them", () => {
    mount();
    const sizers = [...document.querySelectorAll('.announcement-bar__sizer')];
    expect(sizers.map((sizer) => sizer.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
    advance(10_000 + FADE_MS);
    expect(shown().innerHTML).toBe(sizers[1]!.innerHTML);
    expect(shown().querySelector('a')!.getAttribute('href')).toBe('/collections/olive-oil');
    expect(shown().getAttribute('aria-hidden')).toBeNull();
  });

  it('uses the section interval', async () => {
    mount(await renderSection({ interval: 3 }));
    advance(3_000 + FADE_MS);
    expect(text()).toBe(SECOND);
  });

  it('holds still while a drawer, modal or overlay covers the page, and goes on after', () => {
    mount();
    lockScroll('cart-drawer');
    advance(30_000);
    expect(text()).toBe(FIRST);
    unlockScroll('cart-drawer');
    advance(10_000 + FADE_MS);
    expect(text()).toBe(SECOND);
  });

  it('holds while hovered or while focus is inside it', () => {
    const bar = mount();
    const section = bar.querySelector('section')!;
    section.dispatchEvent(new MouseEvent('mouseenter'));
    advance(30_000);
    expect(text()).toBe(FIRST);
    section.dispatchEvent(new MouseEvent('mouseleave'));
    button('Next announcement')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    advance(30_000);
    expect(text()).toBe(FIRST);
    button('Next announcement')!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('after') }));
    advance(10_000 + FADE_MS);
    expect(text()).toBe(SECOND);
  });

  it('its pause control holds it and turns into play (name and icon); play goes on a whole interval later', () => {
    mount();
    const pause = button('Pause announcements')!;
    const pauseIcon = pause.innerHTML;
    press(pause);
    expect(pause.getAttribute('aria-label')).toBe('Play announcements');
    expect(pause.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
    expect(pause.innerHTML).not.toBe(pauseIcon);
    advance(60_000);
    expect(text()).toBe(FIRST);
    press(pause);
    expect(pause.getAttribute('aria-label')).toBe('Pause announcements');
    expect(pause.innerHTML).toBe(pauseIcon);
    advance(9_999);
    expect(text()).toBe(FIRST);
    advance(1 + FADE_MS);
    expect(text()).toBe(SECOND);
  });

  it('previous and next change the message and turn on polite announcements', () => {
    mount();
    press(button('Previous announcement')!);
    advance(FADE_MS);
    expect(text()).toBe(THIRD);
    expect(liveRegion()).toBe('polite');
    press(button('Next announcement')!);
    advance(FADE_MS);
    expect(text()).toBe(FIRST);
    // A press on the icon inside the button is the button's.
    press(button('Next announcement')!.querySelector('svg')!);
    advance(FADE_MS);
    expect(text()).toBe(SECOND);
  });

  it('under reduced motion it holds still, its control offers play from the start, and changes come without a fade', () => {
    mockReducedMotion(true);
    mount();
    expect(button('Pause announcements')).toBeNull();
    const play = button('Play announcements')!;
    advance(60_000);
    expect(text()).toBe(FIRST);
    press(button('Next announcement')!);
    expect(text()).toBe(SECOND);
    expect(shown().classList.contains('is-fading')).toBe(false);
    press(play);
    expect(play.getAttribute('aria-label')).toBe('Pause announcements');
    advance(10_000);
    expect(text()).toBe(THIRD);
  });

  it('a single message: no controls, nothing moves', async () => {
    mount(
      await renderSection({
        messages: [
          { message: 'Only one', message_2: '' },
          { message: '', message_2: '' },
        ],
      }),
    );
    advance(60_000);
    expect(text()).toBe('Only one');
    expect(document.querySelectorAll('button, .announcement-bar__sizer')).toHaveLength(0);
  });

  it('taken out of the page (the theme editor reloads its section) it stops', () => {
    const bar = mount();
    const message = shown();
    bar.remove();
    advance(60_000);
    expect(linesOf(message)).toBe(FIRST);
  });

  it('merchant HTML left open stays inside its message, also once rotated in', async () => {
    const broken = '<a href="/collections/all">Free <strong>shipping';
    mount(
      await renderSection({
        messages: [
          { message: 'First', message_2: '' },
          { message: broken, message_2: '' },
        ],
      }),
    );
    advance(10_000 + FADE_MS);
    expect(shown().querySelector('.announcement-bar__text')!.innerHTML).toBe('<a href="/collections/all">Free <strong>shipping</strong></a>');
    const after = document.getElementById('after')!;
    expect(after.closest('a, strong')).toBeNull();
    expect(button('Next announcement')!.closest('a, strong')).toBeNull();
  });

  describe('in the theme editor', () => {
    afterEach(() => {
      delete (window as { Shopify?: unknown }).Shopify;
    });

    it('shows a selected block with its editor marker and holds until it is deselected', async () => {
      (window as { Shopify?: unknown }).Shopify = { designMode: true };
      mount(await renderSection({ designMode: true }));
      document.dispatchEvent(new CustomEvent('shopify:block:select', { detail: { blockId: 'message-3' } }));
      expect(text()).toBe(THIRD);
      expect(JSON.parse(shown().getAttribute('data-shopify-editor-block')!)).toMatchObject({ id: 'message-3', type: 'message' });
      advance(30_000);
      expect(text()).toBe(THIRD);
      document.dispatchEvent(new CustomEvent('shopify:block:deselect', { detail: { blockId: 'message-3' } }));
      advance(10_000 + FADE_MS);
      expect(text()).toBe(FIRST);
    });
  });
});

// @vitest-environment jsdom
// The age gate: the cookie rule (spec §4, §9), the inline first-paint script Liquid prints (same
// rule, before any React), the Liquid markup (settings, editor, escaping) and the island.
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThemeRenderer } from '../../../../preview/liquid';
import { MODAL_HIDE_MS } from '../../../../src/components/Modal';
import AgeGate, { AGE_GATE_ROOT_ATTR, schema } from '../../../../src/features/age-gate/AgeGate';
import { AGE_GATE_COOKIE, AGE_GATE_DAYS, isAgeGateOpen, rememberOver21 } from '../../../../src/features/age-gate/age-gate-cookie';
import { resetScrollLock, SCROLL_LOCK_CLASS } from '../../../../src/lib/scroll-lock';
import { baseGlobals, resolver, shop } from '../../theme/theme-fixtures';
import { islandProps } from '../../helpers/island-props';

const renderer = createThemeRenderer({ themeRoot: path.resolve(__dirname, '../../../..'), resolver, shop });
const page = (globals: Record<string, unknown> = {}, designMode = false) =>
  renderer.renderTemplate('index', undefined, { globals: { ...baseGlobals, ...globals }, designMode });
const inlineScript = (html: string) => /<script>\s*(\(function ?\(d, ?w\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? null;
const propsOf = (html: string) => JSON.parse(/data-widget="age-gate"[^>]*>\s*<script type="application\/json" data-props>([^<]*)<\/script>/.exec(html)![1]!);

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

describe('the cookie rule', () => {
  it('opens while over_21 is absent or "false", and stays closed for "true"', () => {
    expect(isAgeGateOpen(undefined)).toBe(true);
    expect(isAgeGateOpen('false')).toBe(true);
    expect(isAgeGateOpen('true')).toBe(false);
  });

  it("'Yup' stores over_21=true for 1 day through js-cookie", () => {
    clearCookies();
    const set = vi.spyOn(Cookies, 'set');
    rememberOver21();
    expect(AGE_GATE_DAYS).toBe(1);
    expect(set).toHaveBeenCalledWith(AGE_GATE_COOKIE, 'true', expect.objectContaining({ expires: 1, path: '/' }));
    expect(Cookies.get('over_21')).toBe('true');
  });
});

describe('the inline script Liquid prints in <head>', () => {
  let script: string;
  beforeAll(async () => {
    script = inlineScript(await page())!;
  });

  type CookieStoreStub = { get: (name: string) => Promise<{ value: string } | null> };

  /**
   * Runs the script against a stand-in document (and, when given, a Cookie Store) and returns
   * <html data-age-gate> as it stands, plus what the script left to happen later.
   */
  function run(cookie: string | (() => string), cookieStore?: CookieStoreStub) {
    const attributes = new Map<string, string>();
    const timers: (() => void)[] = [];
    let cookieReads = 0;
    const doc = {
      get cookie() {
        cookieReads += 1;
        return typeof cookie === 'function' ? cookie() : cookie;
      },
      documentElement: {
        setAttribute: (n: string, v: string) => attributes.set(n, v),
        getAttribute: (n: string) => attributes.get(n) ?? null,
        removeAttribute: (n: string) => attributes.delete(n),
      },
      addEventListener: () => {},
      getElementById: () => null,
    };
    // Focus moves in the next frame (none comes here: the stand-in document has no gate to focus).
    const win = { cookieStore, setTimeout: (fn: () => void) => timers.push(fn), requestAnimationFrame: () => 0 };
    runInNewContext(script, { document: doc, window: win });
    return { state: () => attributes.get('data-age-gate') ?? null, timers, reads: () => cookieReads };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('is under a kilobyte', () => {
    expect(script.replace(/\s+/g, ' ').length).toBeLessThan(1000);
  });

  it.each([
    ['', true],
    ['over_21=false', true],
    ['theme=1; over_21=false', true],
    ['over_21=true', false],
    ['theme=1; over_21=true; cart=abc', false],
    ['not_over_21=true', true],
  ])('without a Cookie Store, cookie %j → open %s at once, as the island decides', (cookie, open) => {
    expect(run(cookie).state()).toBe(open ? 'open' : null);
    const value = /(?:^|;\s*)over_21=([^;]*)/.exec(cookie)?.[1];
    expect(isAgeGateOpen(value)).toBe(open);
  });

  it.each([
    [null, true],
    ['false', true],
    ['true', false],
    ['', false],
  ])('with a Cookie Store, over_21 %j → open %s once it answers, the page transparent until then, document.cookie never read', async (value, open) => {
    const head = run('over_21=false', { get: (name) => Promise.resolve(name === 'over_21' && value !== null ? { value } : null) });
    expect(head.state()).toBe('pending');
    await flush();
    expect(head.state()).toBe(open ? 'open' : null);
    // The late fallback finds the question settled and reads nothing.
    head.timers.forEach((fn) => fn());
    expect(head.state()).toBe(open ? 'open' : null);
    expect(head.reads()).toBe(0);
  });

  it('opens the gate when the Cookie Store refuses (cookies blocked)', async () => {
    const head = run('over_21=true', { get: () => Promise.reject(new DOMException('blocked', 'SecurityError')) });
    await flush();
    expect(head.state()).toBe('open');
  });

  it('falls back to document.cookie when the Cookie Store never answers', () => {
    const head = run('over_21=true', { get: () => new Promise(() => {}) });
    expect(head.state()).toBe('pending');
    head.timers.forEach((fn) => fn());
    expect(head.state()).toBe(null);
  });

  it('keeps the gate open when cookies cannot be read (blocked)', () => {
    expect(
      run(() => {
        throw new DOMException('blocked', 'SecurityError');
      }).state(),
    ).toBe('open');
  });
});

describe('the Liquid markup', () => {
  it('renders the dialog with the locale texts, two answer buttons, and valid island props', async () => {
    const html = await page({ settings: { ...renderer.settings(), age_gate_heading: '', age_gate_message: '', age_gate_accept: '', age_gate_decline: '' } });
    expect(html).toMatch(/<div id="AgeGateDialog"[^>]*role="dialog"[^>]*aria-modal="true"[^>]*aria-labelledby="AgeGateHeading"/);
    expect(html).toContain('<h2 id="AgeGateHeading" class="age-gate__heading">Are you 21 or older?</h2>');
    expect(html).toMatch(/<button type="button"[^>]*>Yup<\/button>/);
    expect(html).toMatch(/<button type="button" [^>]*>Nope<\/button>/);
    expect(islandProps(schema, propsOf(html))).toEqual({ heading: 'Are you 21 or older?', message: '', accept: 'Yup', decline: 'Nope', declineUrl: '/' });
  });

  it('takes its texts from the theme settings, escaped', async () => {
    const hostile = '<img src=x onerror=alert(1)>Old enough?';
    const html = await page({
      settings: { ...renderer.settings(), age_gate_heading: hostile, age_gate_message: 'Wine <b>inside', age_gate_accept: 'Yes', age_gate_decline: 'No' },
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Old enough?');
    expect(html).toContain('Wine &lt;b&gt;inside');
    expect(islandProps(schema, propsOf(html))).toMatchObject({ heading: hostile, message: 'Wine <b>inside', accept: 'Yes', decline: 'No' });
  });

  it('is not rendered when switched off, nor in the theme editor', async () => {
    const off = await page({ settings: { ...renderer.settings(), age_gate_enabled: false } });
    const editor = await page({ request: { ...baseGlobals.request, design_mode: true } }, true);
    for (const html of [off, editor]) {
      expect(html).not.toContain('data-widget="age-gate"');
      expect(inlineScript(html)).toBeNull();
    }
  });
});

describe('the age-gate island', () => {
  const props = islandProps(schema, { heading: 'Are you 21 or older?', message: 'Wine inside.', accept: 'Yup', decline: 'Nope', declineUrl: '/' });
  const gate = () => document.querySelector<HTMLElement>('.age-gate')!;

  beforeEach(() => {
    vi.useFakeTimers();
    clearCookies();
    resetScrollLock();
    document.documentElement.setAttribute(AGE_GATE_ROOT_ATTR, 'open');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a modal dialog for a new visitor, focus on "Yup", page scroll locked', () => {
    render(<AgeGate {...props} />);
    // Focus moves in after the dialog's first paint: a frame (16 ms), then a task.
    void act(() => vi.advanceTimersByTime(20));
    const dialog = screen.getByRole('dialog', { name: 'Are you 21 or older?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yup' }));
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    // The island now owns it: the first-paint CSS hook on <html> is gone.
    expect(document.documentElement.hasAttribute(AGE_GATE_ROOT_ATTR)).toBe(false);
    expect(screen.getByRole('button', { name: 'Nope' })).toBeTruthy();
  });

  it('"Nope" goes to the shop\'s home (its root URL)', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<AgeGate {...props} declineUrl="/fr" />);
    fireEvent.click(screen.getByRole('button', { name: 'Nope' }));
    expect(assign).toHaveBeenCalledWith('/fr');
    vi.unstubAllGlobals();
  });

  it('"Yup" remembers the answer, closes, and hides 300 ms later', () => {
    render(<AgeGate {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yup' }));
    expect(Cookies.get('over_21')).toBe('true');
    expect(gate().dataset.modalState).toBe('closing');
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
    void act(() => vi.advanceTimersByTime(MODAL_HIDE_MS));
    expect(gate().hidden).toBe(true);
  });

  it('cannot be dismissed with Escape or the backdrop', () => {
    render(<AgeGate {...props} />);
    void act(() => vi.advanceTimersByTime(0));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(document.querySelector('.modal__backdrop')!);
    expect(gate().dataset.modalState).toBe('open');
  });

  it('stays closed for a returning visitor (over_21=true)', () => {
    Cookies.set('over_21', 'true');
    render(<AgeGate {...props} />);
    expect(gate().hidden).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with cookies blocked, "Yup" still lets the shopper in for this page view', () => {
    vi.spyOn(Cookies, 'set').mockImplementation(() => undefined);
    render(<AgeGate {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yup' }));
    expect(Cookies.get('over_21')).toBeUndefined();
    void act(() => vi.advanceTimersByTime(MODAL_HIDE_MS));
    expect(gate().hidden).toBe(true);
  });
});

/**
 * The rotating announcement bar, `<announcement-bar>` (sections/announcement-bar.liquid): a custom
 * element working on the server markup, no React and no island. Liquid renders every message once,
 * as an unseen, `aria-hidden` sizer in the shown message's grid cell; a change copies a sizer's
 * parsed nodes into the shown message (no HTML is parsed here: what shows is what the server
 * already put in the page). The first change is due one interval into the page's life; hover,
 * focus, the pause control, a covering drawer or overlay and the theme editor's block selection
 * hold it; under reduced motion it holds still until the shopper presses play, and changes
 * without a fade. Changes the shopper makes are announced (polite); automatic ones are silent.
 */
import { REDUCED_MOTION_QUERY, prefersReducedMotion } from '../../lib/reduced-motion';
import { isScrollLocked, subscribeScrollLock } from '../../lib/scroll-lock';

export const ANNOUNCEMENT_BAR_TAG = 'announcement-bar';
export const FADE_MS = 350;
const DEFAULT_INTERVAL_MS = 10_000;

/** True inside Shopify's theme editor, where blocks carry the editor's markers. */
const designMode = () => (window as { Shopify?: { designMode?: boolean } }).Shopify?.designMode === true;

interface BlockEventDetail {
  blockId?: string;
}

export class AnnouncementBarElement extends HTMLElement {
  private index = 0;
  private hovered = false;
  private focused = false;
  /** The shopper's pause control: null until pressed, so reduced motion decides. */
  private userPaused: boolean | null = null;
  private editorBlock: string | null = null;
  /** Once the first wait is set (or play pressed), every wait is a whole interval: after a hold, too. */
  private started = false;
  private rotateTimer: ReturnType<typeof setTimeout> | undefined;
  private fadeTimer: ReturnType<typeof setTimeout> | undefined;
  private reducedMotion = false;
  private teardown: (() => void)[] = [];

  private get sizers(): HTMLElement[] {
    return Array.from(this.querySelectorAll<HTMLElement>('.announcement-bar__sizer'));
  }
  private get shown(): HTMLElement | null {
    return this.querySelector<HTMLElement>('.announcement-bar__message');
  }
  private get pauseButton(): HTMLButtonElement | null {
    return this.querySelector<HTMLButtonElement>('.announcement-bar__pause');
  }
  private get intervalMs(): number {
    const value = Number(this.getAttribute('data-interval-ms'));
    return value > 0 ? value : DEFAULT_INTERVAL_MS;
  }
  private get paused(): boolean {
    return this.userPaused ?? this.reducedMotion;
  }

  connectedCallback(): void {
    const section = this.querySelector('section');
    if (!section || this.sizers.length < 2) return;
    this.reducedMotion = prefersReducedMotion();
    const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void) => {
      target.addEventListener(type, listener);
      this.teardown.push(() => target.removeEventListener(type, listener));
    };
    on(section, 'mouseenter', () => this.hold(() => (this.hovered = true)));
    on(section, 'mouseleave', () => this.hold(() => (this.hovered = false)));
    on(section, 'focusin', () => this.hold(() => (this.focused = true)));
    on(section, 'focusout', (event) => {
      if (!section.contains(event.relatedTarget as Node | null)) this.hold(() => (this.focused = false));
    });
    on(section, 'click', (event) => this.onPress(event));
    this.teardown.push(subscribeScrollLock(() => this.schedule()));

    if (typeof window.matchMedia === 'function') {
      const motion = window.matchMedia(REDUCED_MOTION_QUERY);
      const onMotion = () => this.hold(() => (this.reducedMotion = motion.matches));
      motion.addEventListener?.('change', onMotion);
      this.teardown.push(() => motion.removeEventListener?.('change', onMotion));
    }
    const onSelect = (event: Event) => this.selectBlock((event as CustomEvent<BlockEventDetail>).detail?.blockId);
    const onDeselect = () => this.hold(() => (this.editorBlock = null));
    document.addEventListener('shopify:block:select', onSelect);
    document.addEventListener('shopify:block:deselect', onDeselect);
    this.teardown.push(() => {
      document.removeEventListener('shopify:block:select', onSelect);
      document.removeEventListener('shopify:block:deselect', onDeselect);
    });
    this.hold(() => undefined);
  }

  disconnectedCallback(): void {
    clearTimeout(this.rotateTimer);
    clearTimeout(this.fadeTimer);
    this.teardown.forEach((undo) => undo());
    this.teardown = [];
  }

  /** Changes what holds the rotation, then brings the pause control and the timer in line. */
  private hold(change: () => void): void {
    change();
    this.syncPauseButton();
    this.schedule();
  }

  private syncPauseButton(): void {
    const button = this.pauseButton;
    if (!button) return;
    const state = this.paused ? 'play' : 'pause';
    if (button.dataset.state === state) return;
    button.dataset.state = state;
    button.setAttribute('aria-label', this.getAttribute(`data-label-${state}`) ?? '');
    const icon = this.querySelector<HTMLTemplateElement>(`template[data-icon="${state}"]`)?.content.firstElementChild;
    if (icon) button.replaceChildren(icon.cloneNode(true));
  }

  private onPress(event: MouseEvent): void {
    const control = (event.target as Element | null)?.closest('.announcement-bar__control');
    if (!control) return;
    if (control.classList.contains('announcement-bar__pause')) {
      // Played by the shopper (late, or under reduced motion): the next change is a whole interval away.
      this.started = true;
      this.hold(() => (this.userPaused = !this.paused));
      return;
    }
    const step = control.classList.contains('announcement-bar__previous') ? -1 : 1;
    this.querySelector('.announcement-bar__messages')?.setAttribute('aria-live', 'polite');
    this.goTo((current) => current + step);
  }

  private selectBlock(blockId: string | undefined): void {
    const at = blockId ? this.sizers.findIndex((sizer) => sizer.dataset.blockId === blockId) : -1;
    if (at < 0) return;
    clearTimeout(this.fadeTimer);
    this.hold(() => (this.editorBlock = blockId!));
    this.show(at);
  }

  /** Sets the timer for the next automatic change, or clears it while something holds the bar. */
  private schedule(): void {
    clearTimeout(this.rotateTimer);
    this.rotateTimer = undefined;
    if (this.paused || this.hovered || this.focused || this.editorBlock !== null || isScrollLocked()) return;
    const interval = this.intervalMs;
    const delay = this.started ? interval : Math.max(0, interval - performance.now());
    this.started = true;
    this.rotateTimer = setTimeout(() => {
      this.goTo((current) => current + 1);
      this.schedule();
    }, delay);
  }

  private goTo(next: (current: number) => number): void {
    clearTimeout(this.fadeTimer);
    const shown = this.shown;
    if (this.reducedMotion || !shown) {
      this.show(next(this.index));
      return;
    }
    shown.style.transition = `opacity ${FADE_MS}ms ease`;
    shown.classList.add('is-fading');
    this.fadeTimer = setTimeout(() => {
      this.show(next(this.index));
      shown.classList.remove('is-fading');
    }, FADE_MS);
  }

  /** Shows message `at` (wrapping around): a copy of its sizer's nodes in the shown message. */
  private show(at: number): void {
    const sizers = this.sizers;
    const shown = this.shown;
    if (!shown || sizers.length === 0) return;
    this.index = ((at % sizers.length) + sizers.length) % sizers.length;
    const source = sizers[this.index]!;
    shown.replaceChildren(...Array.from(source.childNodes, (node) => node.cloneNode(true)));
    shown.dataset.index = String(this.index);
    shown.classList.remove('is-fading');
    const blockId = source.dataset.blockId;
    if (designMode() && blockId) shown.setAttribute('data-shopify-editor-block', JSON.stringify({ id: blockId, type: 'message' }));
  }
}

/** Defines `<announcement-bar>` once; bars already in the page (and any the theme editor loads later) start. */
export function defineAnnouncementBar(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(ANNOUNCEMENT_BAR_TAG)) registry.define(ANNOUNCEMENT_BAR_TAG, AnnouncementBarElement);
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { bindCartCount } from '../../../src/lib/cart-count';
import { appendedRoot, dispatchAppended } from '../../../src/lib/events';
import { lockScroll, resetScrollLock, SCROLL_LOCK_CLASS, unlockScroll } from '../../../src/lib/scroll-lock';
import { readParam, writeParams } from '../../../src/lib/url-state';
import { createCartStore } from '../../../src/store/cart';
import { cartJson } from '../helpers/cart-fixtures';

afterEach(() => {
  resetScrollLock();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('scroll lock', () => {
  it('stays locked until every owner has released it; repeated locks by one owner count once', () => {
    const locked = () => document.body.classList.contains(SCROLL_LOCK_CLASS);
    lockScroll('drawer');
    lockScroll('drawer');
    lockScroll('modal');
    unlockScroll('drawer');
    expect(locked()).toBe(true);
    unlockScroll('modal');
    expect(locked()).toBe(false);
  });
});

describe('header cart count', () => {
  it('writes [item_count] into every [data-cart-count] when the cart changes', () => {
    document.body.innerHTML = '<a><span data-cart-count>[0]</span></a><span data-cart-count>[0]</span>';
    const store = createCartStore();
    bindCartCount(store);
    store.setState({ cart: cartJson([], { item_count: 3 }) });
    expect(Array.from(document.querySelectorAll('[data-cart-count]'), (el) => el.textContent)).toEqual(['[3]', '[3]']);
    store.setState({ loading: true }); // unrelated changes leave it alone
    expect(document.querySelector('[data-cart-count]')!.textContent).toBe('[3]');
  });
});

describe('url state', () => {
  it('sets and deletes params with replace or push', () => {
    window.history.replaceState(null, '', '/blogs/glog?page=2#top');
    const before = window.history.length;
    writeParams({ search: 'lemon oil', tagged: null, page: '' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/blogs/glog?search=lemon+oil#top');
    expect(window.history.length).toBe(before);
    writeParams({ page: 3 }, 'push');
    expect(readParam('page')).toBe('3');
    expect(window.history.length).toBe(before + 1);
  });
});

describe('appended event', () => {
  it('carries the container to scan', () => {
    document.body.innerHTML = '<div id="grid"></div>';
    const grid = document.getElementById('grid')!;
    let root: ParentNode | null = null;
    const listener = (event: Event) => (root = appendedRoot(event));
    window.addEventListener('appended', listener);
    dispatchAppended(grid);
    expect(root).toBe(grid);
    dispatchAppended();
    expect(root).toBe(document);
    window.removeEventListener('appended', listener);
  });
});

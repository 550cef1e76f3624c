// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { integrateStandardActions } from '../../../../src/lib/standard-actions';

type ShopifyWin = { Shopify?: { actions?: Record<string, unknown> } };
const w = window as unknown as ShopifyWin;
afterEach(() => delete w.Shopify);

describe('Shopify standard storefront actions', () => {
  it('defines Shopify.actions.openCart when the page has none, opening our drawer', async () => {
    const cart = { open: vi.fn(), refresh: vi.fn() };
    const stop = integrateStandardActions(cart);
    await (w.Shopify!.actions!.openCart as () => Promise<void>)();
    expect(cart.open).toHaveBeenCalledTimes(1);
    stop();
  });

  it("configures Shopify's own openCart with our handler", () => {
    const configure = vi.fn();
    w.Shopify = { actions: { openCart: Object.assign(() => {}, { configure }) } };
    const cart = { open: vi.fn(), refresh: vi.fn() };
    const stop = integrateStandardActions(cart);
    const handler = configure.mock.calls[0]![0].handler as () => void;
    handler();
    expect(cart.open).toHaveBeenCalled();
    stop();
  });

  it('re-reads the cart once per app cart event, on document or window, and stops when asked', () => {
    const cart = { open: vi.fn(), refresh: vi.fn() };
    const stop = integrateStandardActions(cart);
    document.dispatchEvent(new CustomEvent('shopify:cart:lines-update', { bubbles: true }));
    window.dispatchEvent(new CustomEvent('shopify:cart:update'));
    expect(cart.refresh).toHaveBeenCalledTimes(2);
    stop();
    document.dispatchEvent(new CustomEvent('shopify:cart:lines-update', { bubbles: true }));
    expect(cart.refresh).toHaveBeenCalledTimes(2);
  });

  it('survives a frozen Shopify global', () => {
    w.Shopify = Object.freeze({ actions: Object.freeze({}) });
    expect(() => integrateStandardActions({ open: vi.fn(), refresh: vi.fn() })()).not.toThrow();
  });
});

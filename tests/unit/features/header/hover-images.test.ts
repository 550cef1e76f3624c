// @vitest-environment jsdom
// Dropdown tiles' hover images appear only 1 s after `load` (spec §9).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOVER_IMAGE_DELAY_MS, revealHoverImagesAfterLoad } from '../../../../src/features/header/hover-images';
import { homeBody } from './header-page';

afterEach(() => vi.useRealTimers());

describe('hover images', () => {
  it('are added to the tiles that have one, 1 s after load, and not before', async () => {
    document.body.innerHTML = await homeBody();
    vi.useFakeTimers();
    const withHover = document.querySelectorAll('[data-hover-src]');
    // The Drizzle (in two dropdowns) has a second image; the lemon can has none.
    expect(withHover.length).toBe(2);
    expect(document.querySelectorAll('.product-tile').length).toBe(3);
    revealHoverImagesAfterLoad(window);
    vi.advanceTimersByTime(HOVER_IMAGE_DELAY_MS - 1);
    expect(document.querySelectorAll('.product-tile__hover')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const images = document.querySelectorAll<HTMLImageElement>('.product-tile__hover');
    expect(images).toHaveLength(2);
    expect(images[0]!.getAttribute('src')).toBe('/cdn/shop/files/products/drizzle-back.svg?v=1&width=480');
    expect(images[0]!.alt).toBe('');
    expect(images[0]!.srcset).toContain('240w');
  });
});

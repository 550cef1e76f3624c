// Keyboard-only helpers for the footer, newsletter and content specs.
import { expect, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector`, as a keyboard user
 * gets there. A selector, not a Locator: an island may swap the focused element for its own
 * (same id and classes) while we look, and a detached handle would read as "not there yet".
 */
export async function tabTo(page: Page, selector: string, { backwards = false, max = 250 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Tab to the skip link and follow it, as a keyboard user passes the header by. */
export async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#MainContent')).toBeFocused();
}

export const WIDTHS = [375, 1280] as const;

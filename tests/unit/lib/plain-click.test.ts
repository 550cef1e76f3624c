// The one plain-click rule the theme's in-place links share: a modifier or another button keeps the browser's own handling.
import { describe, expect, it } from 'vitest';
import { isPlainClick } from '../../../src/lib/plain-click';

const click = (overrides: Partial<Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...overrides,
});

describe('isPlainClick', () => {
  it('is true for a primary click without modifiers', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it.each([
    ['meta', { metaKey: true }],
    ['ctrl', { ctrlKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
    ['right button', { button: 2 }],
  ])('is false with %s', (_name, overrides) => {
    expect(isPlainClick(click(overrides))).toBe(false);
  });
});

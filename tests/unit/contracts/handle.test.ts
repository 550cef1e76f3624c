// One handleize for the theme's scripts and the preview, as Shopify's: accents, apostrophes, quotes, dashes.
import { describe, expect, it } from 'vitest';
import { handleize } from '../../../src/contracts/handle';

describe('handleize', () => {
  it.each([
    ['Crème brûlée', 'creme-brulee'],
    ["Olive's Oil", 'olives-oil'],
    ['Fridge’s New Best Friend', 'fridges-new-best-friend'],
    ['"Quoted" Title', 'quoted-title'],
    ['  Q&A / Tips  ', 'q-a-tips'],
    ['Bright Grove No. 12', 'bright-grove-no-12'],
    ['', ''],
  ])('%j → %j', (text, handle) => {
    expect(handleize(text)).toBe(handle);
  });
});

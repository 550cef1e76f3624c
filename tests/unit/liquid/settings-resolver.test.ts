// The renderer wraps the shop's resolver to add colour schemes: every setting type the shop
// resolves (a video setting included) must still resolve through the wrapped one.
import { describe, expect, it } from 'vitest';
import { resolveSettings, withColorSchemes, type ResourceResolver } from '../../../preview/liquid/settings';

const shop: ResourceResolver = {
  linklist: (h) => ({ linklist: h }),
  product: (h) => ({ product: h }),
  collection: (h) => ({ collection: h }),
  blog: (h) => ({ blog: h }),
  page: (h) => ({ page: h }),
  article: (r) => ({ article: r }),
  image: (r) => ({ image: r }),
  video: (r) => ({ video: r }),
};
const translator = (key: string) => key;

describe('withColorSchemes', () => {
  it('keeps every resolver of the shop, the video one included', () => {
    const wrapped = withColorSchemes(shop, () => ({}));
    for (const name of Object.keys(shop) as (keyof ResourceResolver)[]) {
      expect((wrapped[name] as ((ref: string) => unknown) | undefined)?.('x'), name).toEqual((shop[name] as ((ref: string) => unknown) | undefined)?.('x'));
    }
  });

  it('resolves a video setting through the wrapped resolver', () => {
    const wrapped = withColorSchemes(shop, () => ({}));
    const settings = resolveSettings([{ type: 'video', id: 'clip' }], { clip: 'shopify://files/videos/pour.webm' }, wrapped, translator as never);
    expect(settings.clip).not.toBeNull();
  });
});

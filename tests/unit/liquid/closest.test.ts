// closest.*: the page's resource, narrowed by content_for's closest.<x> arguments (metaobjects by type).
import { describe, expect, it } from 'vitest';
import { closestArgsReadable, narrowClosest, pageClosest } from '../../../preview/liquid/closest';

describe('closest', () => {
  it('starts from the template resource, a metaobject page by its type', () => {
    const book = { type: 'book', title: 'Oil' };
    expect(pageClosest({ product: { id: 1 }, collection: null, metaobject: book })).toEqual({ product: { id: 1 }, metaobject: { book } });
  });

  it('reads closest.<resource> and closest.metaobject.<type> arguments whole, beside the block’s own', () => {
    const markup = closestArgsReadable(", type: 'card', closest.product: item, closest.metaobject.book: entry, heading: 'closest.product: x'");
    expect(markup).toBe(", type: 'card', closest__product: item, closest__metaobject__book: entry, heading: 'closest.product: x'");
    const { closest, params } = narrowClosest(
      { product: 'page product', collection: 'page collection' },
      { type: 'card', closest__product: 'card product', closest__metaobject__book: 'a book', heading: 'h' },
    );
    expect(closest).toEqual({ product: 'card product', collection: 'page collection', metaobject: { book: 'a book' } });
    expect(params).toEqual({ type: 'card', heading: 'h' });
  });

  it('a nil argument clears that resource only', () => {
    expect(narrowClosest({ product: 'p', blog: 'b' }, { closest__product: null }).closest).toEqual({ product: undefined, blog: 'b' });
  });
});

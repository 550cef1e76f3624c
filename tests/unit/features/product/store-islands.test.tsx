// @vitest-environment jsdom
// The hero's islands share state through the product store: it alone holds the selection, the
// form starts it and changes it through the store's actions, the carousel and the upsells follow it (an upsell with a choice to make links to its page), and a
// product switch hands each island its new props.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MediaCarousel, { schema as mediaSchema } from '../../../../src/features/product/MediaCarousel';
import ProductForm, { schema as formSchema } from '../../../../src/features/product/ProductForm';
import ProductTabs, { schema as tabsSchema } from '../../../../src/features/product/ProductTabs';
import ProductUpsells, { schema as upsellsSchema } from '../../../../src/features/product/ProductUpsells';
import ReviewStars, { schema as reviewsSchema } from '../../../../src/features/product/ReviewStars';
import StickyBar, { schema as stickySchema } from '../../../../src/features/product/StickyBar';
import { initPurchaseState } from '../../../../src/lib/purchase-mode';
import { cartStore, type CartStore } from '../../../../src/store/cart';
import { MAIN_PRODUCT_SCOPE, productStore, resetProductStores } from '../../../../src/store/product';
import { islandProps } from '../../helpers/island-props';
import { formPayload, plan, product, variant } from './fixture';

// Swiper is not what these tests look at: it never arrives, the carousel works without it.
vi.mock('../../../../src/features/product/swiper-setup', () => {
  throw new Error('no Swiper in unit tests');
});

const store = () => productStore(MAIN_PRODUCT_SCOPE);
const LABELS = { region: 'Product images', previous: 'Previous image', next: 'Next image', thumbnail: 'Show image {index}', video: 'Play video {index}' };
const medium = (name: string) => ({
  src: `/cdn/shop/files/${name}.svg`,
  srcset: '',
  thumb: `/cdn/shop/files/${name}-thumb.svg`,
  alt: name,
  width: 1200,
  height: 1200,
  is_video: false,
  video: '',
});
const mediaPayload = (names: string[]) => ({ scope: MAIN_PRODUCT_SCOPE, media: names.map(medium), labels: LABELS });
// Variants 1, 2 and 3 show images 1, 2 and 3; variant 1 also sells by subscription.
const threeSizes = product([
  variant(1, ['250 ml'], { media_index: 0, subscriptions: [plan(8001, '1 month', 2040, 15)] }),
  variant(2, ['500 ml'], { media_index: 1 }),
  variant(3, ['1 L'], { media_index: 2 }),
]);
/** What the form does once mounted: starts its scope's selection. */
const startSelection = (variantId: number, scope = MAIN_PRODUCT_SCOPE) =>
  productStore(scope).getState().startSelection(initPurchaseState(threeSizes, { variantId }));
const current = () => document.querySelector('[aria-current="true"]')?.getAttribute('aria-label');

afterEach(() => {
  cleanup();
  resetProductStores();
});

describe('islands on the product store', () => {
  it("the carousel shows the selected variant's image and starts again at the first on another product", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<MediaCarousel {...islandProps(mediaSchema, mediaPayload(['front', 'back', 'side']))} />);
    expect(current()).toBe('Show image 1');
    act(() => startSelection(3));
    expect(current()).toBe('Show image 3');
    act(() =>
      store()
        .getState()
        .switchProduct({ media: mediaPayload(['drizzle-front', 'drizzle-back']) }),
    );
    expect(screen.getAllByRole('button', { name: /Show image/ })).toHaveLength(2);
    expect(current()).toBe('Show image 1');
    expect(document.querySelector('.product__image')?.getAttribute('alt')).toBe('drizzle-front');
  });

  it("a medium the shopper picked before the form mounted stays; the form's later variant changes still move it", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<MediaCarousel {...islandProps(mediaSchema, mediaPayload(['front', 'back', 'side']))} />);
    const third = screen.getByRole('button', { name: 'Show image 3' });
    fireEvent.pointerDown(third);
    fireEvent.click(third);
    expect(current()).toBe('Show image 3');
    // The form mounts (idle) and announces the variant the page was rendered with.
    act(() => startSelection(1));
    expect(current()).toBe('Show image 3');
    act(() => store().getState().selectOption(0, '500 ml'));
    expect(current()).toBe('Show image 2');
  });

  it('the form changes the selection in the store; a switch keeps the option values', () => {
    const everyday = product([
      variant(1, ['500 ml'], { media_index: 0, subscriptions: [plan(8001, '1 month', 2040, 15)] }),
      variant(2, ['1 L'], { media_index: 1 }),
    ]);
    render(<ProductForm {...islandProps(formSchema, formPayload(everyday, { selected_variant_id: 1 }))} />);
    expect(store().getState().selection).toMatchObject({ variantId: 1, mode: 'onetime' });
    fireEvent.click(screen.getByRole('radio', { name: /Subscribe & Save/ }));
    expect(store().getState().selection?.mode).toBe('subscription');
    fireEvent.click(screen.getByRole('radio', { name: '1 L' }));
    expect(store().getState().selection).toMatchObject({ variantId: 2, mode: 'onetime' });

    const drizzle = product([variant(3, ['250 ml'], { price: 2200 }), variant(4, ['1 L'], { price: 5200 })], { handle: 'the-drizzle', title: 'The Drizzle' });
    act(() =>
      store()
        .getState()
        .switchProduct({ form: formPayload(drizzle, { selected_variant_id: 3 }) }),
    );
    expect(screen.getByRole('radio', { name: '1 L' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Add to Cart – $52.00' })).toBeTruthy();
    expect(store().getState().selection).toMatchObject({ variantId: 4, product: { handle: 'the-drizzle' } });
  });

  it('the form shows what the store holds: a selection changed through its actions moves price, tiles, mode and URL', () => {
    window.history.replaceState(null, '', '/products/the-everyday');
    render(<ProductForm {...islandProps(formSchema, formPayload(threeSizes, { selected_variant_id: 1 }))} />);
    expect(screen.getByRole('button', { name: 'Add to Cart – $24.00' })).toBeTruthy();
    act(() => store().getState().setMode('subscription'));
    expect(screen.getByRole('radio', { name: /Subscribe & Save/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Subscribe – $20.40' })).toBeTruthy();
    act(() => store().getState().selectOption(0, '1 L'));
    expect(screen.getByRole('radio', { name: '1 L' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: /Subscribe & Save/ })).toBeNull();
    expect(window.location.search).toBe('?variant=3');
  });

  it('the selection is gone with the form, so followers never read a form that is not there', () => {
    const { unmount } = render(<ProductForm {...islandProps(formSchema, formPayload(threeSizes, { selected_variant_id: 2 }))} />);
    expect(store().getState().selection).toMatchObject({ variantId: 2 });
    unmount();
    expect(store().getState().selection).toBeNull();
  });

  it("the upsells follow the main form's purchase mode", () => {
    const item = (title: string, planId: number | null) => ({
      image: '',
      heading: '',
      title,
      vendor: 'Good Drop',
      product_id: 7,
      url: '/products/x',
      variant: title.length,
      available: true,
      price: 1000,
      cap: 0,
      plan: planId,
      plan_price: planId ? 900 : null,
      cta_text: 'Add to Cart',
      action: 'add',
    });
    render(
      <ProductUpsells
        {...islandProps(upsellsSchema, {
          items: [item('Refills', 8001), item('Chili oil', null)],
          money_format: '${{amount}}',
          headings: { subscription: 'Add to your subscription', onetime: 'Add to your order' },
          texts: { sold_out: 'Sold Out', choose: 'Choose Options' },
        })}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Add to your order');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    act(() => {
      startSelection(1);
      store().getState().setMode('subscription');
    });
    expect(screen.getByRole('heading').textContent).toBe('Add to your subscription');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('$9.00')]);
    // Another section's form (multi-product hero) does not steer the page's upsells.
    act(() => startSelection(2, 'template--1__multi'));
    expect(screen.getByRole('heading').textContent).toBe('Add to your subscription');
  });

  it('an upsell with a choice to make links to its page; one added in one click adds its variant', async () => {
    const add = vi.fn<CartStore['add']>(async () => ({ ok: true }));
    cartStore.setState({ add });
    const item = (title: string, handle: string, variant: number, action: string) => ({
      image: '',
      heading: '',
      title,
      vendor: 'Good Drop',
      product_id: variant,
      url: `/products/${handle}`,
      variant,
      available: true,
      price: 1400,
      cap: 0,
      plan: null,
      plan_price: null,
      cta_text: 'Add to Cart',
      action,
    });
    render(
      <ProductUpsells
        {...islandProps(upsellsSchema, {
          items: [item('The Drizzle', 'the-drizzle', 40004, 'choose'), item('Hot Drop', 'hot-drop', 40015, 'add')],
          money_format: '${{amount}}',
          headings: { subscription: 'Add to your subscription', onetime: 'Add to your order' },
          texts: { sold_out: 'Sold Out', choose: 'Choose Options' },
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Add to Cart – The Drizzle' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose Options – The Drizzle' }).getAttribute('href')).toBe('/products/the-drizzle');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart – Hot Drop' }));
    await act(async () => {});
    expect(add).toHaveBeenCalledWith({ id: 40015, quantity: 1 }, expect.objectContaining({ name: 'Hot Drop', categories: ['Cart Upsell'] }));
  });

  it("tabs and the sticky bar take the switched product's props", () => {
    const tabs = (heading: string) => ({
      scope: MAIN_PRODUCT_SCOPE,
      tabs: [
        { heading, content: '<p>x</p>' },
        { heading: 'Shipping', content: '<p>y</p>' },
      ],
      label: 'Product details',
    });
    const sticky = (title: string) => ({
      scope: MAIN_PRODUCT_SCOPE,
      title,
      type: 'Olive Oil',
      hero_id: 'hero',
      form_id: 'form',
      image: null,
      labels: { buy_now: 'Buy Now', buy_wine: 'Buy Wine Here', region: 'Quick purchase' },
    });
    render(
      <>
        <ProductTabs {...islandProps(tabsSchema, tabs('Details'))} />
        <StickyBar {...islandProps(stickySchema, sticky('The Everyday'))} />
      </>,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Shipping' }));
    expect(screen.getByRole('button', { name: 'Buy Now', hidden: true })).toBeTruthy();
    act(() =>
      store()
        .getState()
        .switchProduct({ tabs: tabs('Tasting notes'), 'sticky-bar': sticky('Wine Country Gift Box') }),
    );
    expect(screen.getByRole('tab', { name: 'Tasting notes' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Buy Wine Here', hidden: true })).toBeTruthy();
  });

  it('review stars start from the numbers Liquid printed, and another product without reviews shows none at once', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const reviews = (productId: number, average: number, count: number) => ({
      scope: MAIN_PRODUCT_SCOPE,
      product_id: productId,
      store_id: 's',
      host: '',
      average,
      count,
      label: 'Rated {average} out of 5 from {count} reviews',
    });
    const { container } = render(<ReviewStars {...islandProps(reviewsSchema, reviews(1, 4.73, 84))} />);
    expect(screen.getByText('Rated 4.7 out of 5 from 84 reviews')).toBeTruthy();
    act(() =>
      store()
        .getState()
        .switchProduct({ reviews: reviews(2, 0, 0) }),
    );
    expect(container.querySelector('.review-stars')).toBeNull();
    vi.unstubAllGlobals();
  });
});

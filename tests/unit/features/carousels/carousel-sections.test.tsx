// @vitest-environment jsdom
// The five carousel sections as the sample shop's home page renders them: each island's props
// pass its contract, and the widget's markup is the server's markup (same elements, classes,
// images and labels), so nothing moves or loads twice when an island takes over. Also the
// contracts' refusals and the placeholder a merchant sees for a carousel without slides.
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import CardCarousel, { schema as cardSchema } from '../../../../src/features/carousels/CardCarousel';
import ColumnCarousel, { schema as columnSchema, columnNumber } from '../../../../src/features/carousels/ColumnCarousel';
import EdgeCarousel, { schema as edgeSchema } from '../../../../src/features/carousels/EdgeCarousel';
import ImageTextCarousel, { schema as imageTextSchema } from '../../../../src/features/carousels/ImageTextCarousel';
import TextCarousel, { schema as textSchema } from '../../../../src/features/carousels/TextCarousel';
import type { PropsSchema } from '../../../../src/islands/props-schema';
import { sampleServerPerFile } from '../../../contract/helpers';
import { islandProps } from '../../helpers/island-props';

const sample = sampleServerPerFile();
const pages = new Map<string, Document>();

beforeAll(async () => {
  for (const url of ['/', '/?design_mode=1']) {
    const res = await sample.shopper.fetch(url);
    pages.set(url, new DOMParser().parseFromString(await res.text(), 'text/html'));
  }
});

interface Widget {
  name: string;
  /** the widget as the runtime mounts it: props checked by its schema */
  render: (raw: unknown) => ReactElement;
}
const widget = <S extends PropsSchema>(name: string, Component: ComponentType<v.InferOutput<S>>, schema: S): Widget => ({
  name,
  render: (raw) => createElement(Component, islandProps(schema, raw)),
});
const WIDGETS: Widget[] = [
  widget('text-carousel', TextCarousel, textSchema),
  widget('image-text-carousel', ImageTextCarousel, imageTextSchema),
  widget('edge-carousel', EdgeCarousel, edgeSchema),
  widget('card-carousel', CardCarousel, cardSchema),
  widget('column-carousel', ColumnCarousel, columnSchema),
];

const COMPARED = [
  'class',
  'role',
  'aria-label',
  'aria-roledescription',
  'aria-hidden',
  'src',
  'srcset',
  'sizes',
  'alt',
  'href',
  'width',
  'height',
  'poster',
  'loading',
  'data-shopify-editor-block',
  'style',
];

/** An element as a shopper's browser lays it out: tag, the attributes that matter, text and children. */
function outline(node: Element): unknown {
  const attrs: Record<string, string> = {};
  for (const name of COMPARED) {
    let value = node.getAttribute(name);
    if (name === 'style' && value !== null) value = value.replace(/\s+/g, '').replace(/;$/, '').toLowerCase();
    if (value !== null && value !== '') attrs[name] = value;
  }
  // The controls' row: reserved by the server, filled with buttons by the widget.
  if (node.classList.contains('carousel__controls')) return { tag: 'controls' };
  if (node.classList.contains('rte')) return { tag: node.tagName, attrs, html: node.innerHTML.trim() };
  const children = Array.from(node.childNodes).flatMap((child) => {
    if (child.nodeType === 3) {
      const text = (child.textContent ?? '').replace(/\s+/g, ' ').trim();
      return text ? [text] : [];
    }
    return child.nodeType === 1 ? [outline(child as Element)] : [];
  });
  return { tag: node.tagName, attrs, children };
}

function hostOf(page: string, name: string): Element {
  const host = pages.get(page)!.querySelector(`[data-widget="${name}"]`);
  expect(host, `${name} on ${page}`).not.toBeNull();
  return host!;
}
const propsOf = (host: Element): unknown => JSON.parse(host.querySelector(':scope > script[data-props]')!.textContent ?? '');

describe.each(WIDGETS)('$name on the home page', ({ name, render }) => {
  it.each(['/', '/?design_mode=1'])('%s: the widget renders the markup the server rendered', (page) => {
    const host = hostOf(page, name);
    // Loaded when scrolled into view; in the theme editor at once, so a selected slide is never missed.
    expect(host.getAttribute('data-hydrate')).toBe(page === '/' ? 'visible' : 'load');
    const widget = document.createElement('div');
    widget.innerHTML = renderToStaticMarkup(render(propsOf(host)));
    const server = Array.from(host.children).filter((child) => !child.matches('script'));
    expect(server).toHaveLength(1);
    expect(outline(widget.firstElementChild!)).toEqual(outline(server[0]!));
  });
});

describe('what the sample home page shows', () => {
  it('the image-text carousel autoplays its 3 slides every 6 s; the column carousel has a video with a still', () => {
    const imageText = islandProps(imageTextSchema, propsOf(hostOf('/', 'image-text-carousel')));
    expect(imageText).toMatchObject({ autoplay: true, autoplay_seconds: 6, label: 'Fresh drops' });
    expect(imageText.slides.map((s) => s.heading)).toEqual(['The Everyday, for everything', 'Refills on repeat', 'Two cans, zero regrets']);
    const column = islandProps(columnSchema, propsOf(hostOf('/', 'column-carousel')));
    expect(column.name).toBe('How fresh is fresh?');
    expect(column.slides.map((s) => [s.index, s.is_image, s.extension])).toEqual([
      [1, true, 'svg'],
      [2, true, 'svg'],
      [3, false, 'webm'],
      [4, true, 'svg'],
    ]);
    expect(column.slides[2]).toMatchObject({
      src: '/cdn/shop/videos/the-everyday-pour.webm',
      poster: expect.stringContaining('/cdn/shop/files/products/the-everyday.svg'),
    });
    expect(columnNumber(3)).toBe('03');
    expect(columnNumber(12)).toBe('12');
  });

  it('the card carousel prints its per-view counts for the first paint (5 cards: 2 and 4)', () => {
    const section = pages.get('/')!.querySelector<HTMLElement>('.card-carousel')!;
    expect(section.style.getPropertyValue('--per-view-tablet').trim()).toBe('2');
    expect(section.style.getPropertyValue('--per-view-desktop').trim()).toBe('4');
  });
});

describe('contracts', () => {
  const base = () => propsOf(hostOf('/', 'edge-carousel')) as Record<string, unknown> & { slides: Record<string, unknown>[] };

  it.each([
    ['a javascript: link', { link: 'javascript:alert(1)' }],
    ['a protocol-relative link', { link: '//evil.example/x' }],
    ['a block id that is not an id', { id: 'a"b' }],
    ['an image from a javascript: URL', { image: { src: 'javascript:x', srcset: '', alt: '', width: 0, height: 0 } }],
  ])('refuses %s', (_case, overrides) => {
    const props = base();
    props.slides[0] = { ...props.slides[0], ...overrides };
    expect(v.safeParse(edgeSchema, props).success).toBe(false);
  });

  it('accepts mailto and https links and decodes escaped texts', () => {
    const props = base();
    props.slides[0] = { ...props.slides[0], link: 'mailto:hi@example.com', title: 'Salt &amp; pepper' };
    props.slides[1] = { ...props.slides[1], link: 'https://example.com/recipes' };
    const parsed = islandProps(edgeSchema, props);
    expect(parsed.slides[0]!.title).toBe('Salt & pepper');
  });

  it('refuses a payload missing a shared text', () => {
    const props = base();
    props.labels = { ...(props.labels as object), next: undefined };
    expect(v.safeParse(edgeSchema, props).success).toBe(false);
  });
});

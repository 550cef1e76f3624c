// @vitest-environment jsdom
// Featured articles: the action buttons are a tablist; choosing one (pointer, arrows, Home/End, the
// theme editor's block select) shows its article on its colour; at most 7 buttons.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import FeaturedArticles, { schema } from '../../../../src/features/blog/FeaturedArticles';
import { islandProps } from '../../helpers/island-props';

const item = (id: string, action: string, background: string, extra: Record<string, unknown> = {}) => ({
  id,
  action,
  heading: `${action} pick`,
  title: `${action} article`,
  background,
  cta: { text: 'Read it', url: `/blogs/glog/${id}` },
  image: {
    src: `/cdn/shop/files/${id}.svg?v=1&width=1200`,
    srcset: `/cdn/shop/files/${id}.svg?v=1&width=400 400w`,
    alt: `${action} photo`,
    width: 1200,
    height: 675,
  },
  ...extra,
});
const ITEMS = [
  item('eggs', 'Breakfast', '#d3e36b'),
  item('salad', 'Summer', '#9ed3e8'),
  item('faq', 'Questions', '#f4d03f', { image: null, cta: { text: 'Read', url: '' } }),
];

function mount(items: unknown[] = ITEMS) {
  const props = islandProps(schema, {
    heading: 'From the Glog',
    view_all: { url: '/blogs/glog', text: 'Read the Glog' },
    label: 'Choose a featured article',
    items,
  });
  return render(<FeaturedArticles {...props} />);
}
const block = () => document.querySelector<HTMLElement>('.featured-articles')!;
const visiblePanel = () => screen.getByRole('tabpanel');

afterEach(cleanup);

describe('FeaturedArticles', () => {
  it('shows the first article on its colour, with a labelled tablist of the actions', () => {
    mount();
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Choose a featured article' })).toBeTruthy();
    expect(tabs.map((t) => t.textContent)).toEqual(['Breakfast', 'Summer', 'Questions']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(block().style.getPropertyValue('--featured-bg')).toBe('#d3e36b');
    expect(visiblePanel().textContent).toContain('Breakfast article');
    expect(screen.getByRole('link', { name: 'Read it' }).getAttribute('href')).toBe('/blogs/glog/eggs');
  });

  it('choosing an action changes the background and the image', () => {
    mount();
    fireEvent.click(screen.getByRole('tab', { name: 'Summer' }));
    expect(block().style.getPropertyValue('--featured-bg')).toBe('#9ed3e8');
    expect(screen.getByRole('tab', { name: 'Summer' }).getAttribute('aria-selected')).toBe('true');
    expect(visiblePanel().querySelector('img')!.getAttribute('alt')).toBe('Summer photo');
    fireEvent.click(screen.getByRole('tab', { name: 'Questions' }));
    expect(visiblePanel().querySelector('img')).toBeNull();
    expect(visiblePanel().querySelector('a')).toBeNull(); // no link when the block has none
  });

  it('arrow keys, Home and End move the selection and the focus (roving tabindex)', () => {
    mount();
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('tabindex')).toBe('0');
    expect(tabs[0]!.getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(block().style.getPropertyValue('--featured-bg')).toBe('#d3e36b');
  });

  it('selecting a block in the theme editor shows it', () => {
    mount();
    act(() => void document.dispatchEvent(new CustomEvent('shopify:block:select', { detail: { blockId: 'faq' } })));
    expect(screen.getByRole('tab', { name: 'Questions' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps at most 7 actions and drops blocks without button text', () => {
    const many = Array.from({ length: 9 }, (_, i) => item(`a${i}`, `Action ${i}`, '#ffffff'));
    mount([item('blank', '', '#ffffff'), ...many]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(many.slice(0, 7).map((i) => i.action));
  });

  it('refuses a background that is not a colour', () => {
    expect(() => islandProps(schema, { heading: '', view_all: null, label: 'x', items: [item('x', 'X', 'red;background:url(//evil)')] })).toThrow();
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InPageNav, { schema } from '../../../../src/features/in-page-nav/InPageNav';
import { islandProps } from '../../helpers/island-props';

const RAW = {
  label: 'On this page',
  links: [
    { id: 'a', label: 'Our story', anchor: 'our-story' },
    { id: 'b', label: 'How it&#39;s made', anchor: 'how-its-made' },
    { id: 'c', label: 'Nowhere', anchor: '' },
  ],
  jump: { label: 'Shop Olive Oil', url: '/collections/olive-oil' },
};

/** Sections on the page whose tops the test moves, as scrolling would. */
function placeSections(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    let el = document.getElementById(id);
    if (!el) {
      el = document.createElement('section');
      el.id = id;
      document.body.appendChild(el);
    }
    el.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
}

async function scroll() {
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((done) => requestAnimationFrame(() => done(null)));
  });
}

const link = (name: string) => screen.getByRole('link', { name });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('InPageNav', () => {
  it('links each section by its anchor, leaves out links without one, and shows the jump link', () => {
    render(<InPageNav {...islandProps(schema, RAW)} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(nav.querySelectorAll('.in-page-nav__link')).toHaveLength(2);
    expect(link("How it's made").getAttribute('href')).toBe('#how-its-made');
    expect(link('Shop Olive Oil').getAttribute('href')).toBe('/collections/olive-oil');
  });

  it('has no jump link when its label or link is blank', () => {
    render(<InPageNav {...islandProps(schema, { ...RAW, jump: { label: '', url: '/collections/olive-oil' } })} />);
    expect(screen.queryByRole('link', { name: 'Shop Olive Oil' })).toBeNull();
  });

  it('highlights the section whose top enters the 0–120 px band, and keeps it between sections', async () => {
    placeSections({ 'our-story': 400, 'how-its-made': 1200 });
    render(<InPageNav {...islandProps(schema, RAW)} />);
    expect(document.querySelector('[aria-current]')).toBeNull();
    placeSections({ 'our-story': 100, 'how-its-made': 900 });
    await scroll();
    expect(link('Our story').getAttribute('aria-current')).toBe('true');
    placeSections({ 'our-story': -300, 'how-its-made': 500 });
    await scroll();
    expect(link('Our story').getAttribute('aria-current')).toBe('true');
    placeSections({ 'our-story': -900, 'how-its-made': 0 });
    await scroll();
    expect(link("How it's made").getAttribute('aria-current')).toBe('true');
    expect(link('Our story').getAttribute('aria-current')).toBeNull();
  });

  it('refuses a javascript: URL for the jump link', () => {
    expect(() => islandProps(schema, { ...RAW, jump: { label: 'x', url: 'javascript:alert(1)' } })).toThrow();
  });
});

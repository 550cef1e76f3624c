// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPENDED_EVENT, REMOVING_EVENT } from '../../../src/lib/events';
import { fetchSection, fetchSections, refreshSections, sectionIdsFollowing, sectionsUrl, swapSections } from '../../../src/lib/section-rendering';

const section = (id: string, inner: string) => `<div id="shopify-section-${id}" class="shopify-section">${inner}</div>`;

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('section rendering: URLs and ids', () => {
  it('asks for sections on the same page, keeping its other parameters and dropping section_id', () => {
    expect(sectionsUrl('/products/x?variant=2&section_id=main', ['main', 'upsells'])).toBe('/products/x?variant=2&sections=main%2Cupsells');
  });

  it('finds the sections whose markup follows a piece of state, once each', () => {
    document.body.innerHTML =
      section('a', '<p data-refresh-on="cart">1</p><p data-refresh-on="cart variant">2</p>') +
      section('b', '<p data-refresh-on="variant">3</p>') +
      '<p data-refresh-on="cart">outside any section</p>';
    expect(sectionIdsFollowing('cart')).toEqual(['a']);
    expect(sectionIdsFollowing('variant')).toEqual(['a', 'b']);
  });
});

describe('section rendering: swapping by id', () => {
  it('replaces each section by its id, never by position, and leaves unknown or null ones alone', () => {
    document.body.innerHTML = section('first', '<p>old first</p>') + section('second', '<p>old second</p>');
    const swapped = swapSections({ second: section('second', '<p>new second</p>'), first: null, gone: section('gone', '<p>x</p>') });
    expect(swapped).toEqual(['second']);
    expect(document.body.textContent).toBe('old firstnew second');
  });

  it('tells the island runtime which markup left and that the section has new markup to scan', () => {
    document.body.innerHTML = section('s', '<p>kept</p><aside>old</aside>');
    const events: string[] = [];
    document.addEventListener(REMOVING_EVENT, (e) => events.push(`removing ${(e.target as Element).textContent}`));
    document.addEventListener(APPENDED_EVENT, (e) => events.push(`appended ${(e.target as Element).textContent}`));
    swapSections({ s: section('s', '<p>kept</p>') });
    expect(events).toEqual(['removing old', 'appended kept']);
  });

  it('morphs in place: the elements stay, so focus and what the shopper typed survive the update', () => {
    document.body.innerHTML = section('s', '<p>1 item</p><input id="q" value="1"><textarea id="note">saved</textarea><input id="other" value="1">');
    const typed = document.querySelector<HTMLInputElement>('#q')!;
    typed.focus();
    typed.value = '5';
    document.querySelector<HTMLTextAreaElement>('#note')!.value = 'leave at the door';
    swapSections({ s: section('s', '<p>2 items</p><input id="q" value="2"><textarea id="note">saved</textarea><input id="other" value="2">') });
    expect(document.querySelector('#q')).toBe(typed);
    expect(document.activeElement).toBe(typed);
    expect(typed.value).toBe('5');
    expect(document.querySelector<HTMLTextAreaElement>('#note')!.value).toBe('leave at the door');
    // A control the shopper left alone shows the server's new value.
    expect(document.querySelector<HTMLInputElement>('#other')!.value).toBe('2');
    expect(document.querySelector('p')!.textContent).toBe('2 items');
  });
});

describe('section rendering: fetching', () => {
  it('fetches at most five sections per request, as Shopify renders them', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const ids = new URL(url, 'http://x').searchParams.get('sections')!.split(',');
        return new Response(JSON.stringify(Object.fromEntries(ids.map((id) => [id, section(id, id)]))));
      }),
    );
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const map = await fetchSections('/cart', ids);
    expect(Object.keys(map)).toEqual(ids);
    expect(urls).toEqual(['/cart?sections=a%2Cb%2Cc%2Cd%2Ce', '/cart?sections=f%2Cg']);
  });

  it('fetches one section as HTML with section_id', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(section('main', 'hi'), { headers: { 'content-type': 'text/html' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchSection('/products/x?sections=a', 'main')).toBe(section('main', 'hi'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/products/x?section_id=main');
  });

  it('refreshSections swaps what came back and reports the ids; a failed request rejects and changes nothing', async () => {
    document.body.innerHTML = section('s', '<p>old</p>');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ s: section('s', '<p>new</p>') }))),
    );
    expect(await refreshSections('/', ['s'])).toEqual(['s']);
    expect(document.body.textContent).toBe('new');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    await expect(refreshSections('/', ['s'])).rejects.toThrow('Request failed with status code 500');
    expect(document.body.textContent).toBe('new');
  });
});

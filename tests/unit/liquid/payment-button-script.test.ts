// @vitest-environment jsdom
// The "Buy it now" of payment_button in a page whose theme script handles product form submits
// (as most themes' do): the button's own script takes the click first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liquid } from './helpers';

async function mountProductForm(): Promise<{ form: HTMLFormElement; button: HTMLButtonElement; themeSubmit: ReturnType<typeof vi.fn> }> {
  const product = { id: 1, title: 'Everyday Oil', variants: [{ id: 101, requires_shipping: true }] };
  const html = await liquid('{% form \'product\', product %}<input type="hidden" name="id" value="101">{{ form | payment_button }}{% endform %}', {
    product,
    routes: { root_url: '/' },
  });
  document.body.innerHTML = html;
  // jsdom here runs no page scripts: run the filter's inline one as the browser would.
  for (const script of document.querySelectorAll('script')) {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script is the code under test
    new Function(script.textContent ?? '')();
  }
  const form = document.querySelector('form')!;
  const themeSubmit = vi.fn((e: Event) => e.preventDefault());
  form.addEventListener('submit', themeSubmit);
  return { form, button: document.querySelector<HTMLButtonElement>('button[data-offline-checkout]')!, themeSubmit };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('payment_button script', () => {
  it("adds the form's variant through the Ajax API without the theme's submit handler seeing it", async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const { button, themeSubmit } = await mountProductForm();
    button.click();
    expect(themeSubmit).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/cart/add.js');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('id')).toBe('101');
  });
  it('falls back to a plain form post to /checkout when the Ajax add is refused, so the cart error page shows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 422 }))),
    );
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { form, button } = await mountProductForm();
    button.click();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(new FormData(form).get('return_to')).toBe('/checkout');
  });
});

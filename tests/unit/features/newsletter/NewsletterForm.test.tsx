// @vitest-environment jsdom
// The newsletter form as a shopper meets it: the email rule, the Klaviyo call of spec §7, and
// every outcome (success, non-ok, network down, a stalled endpoint) announced and recoverable.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NewsletterForm, { schema } from '../../../../src/features/newsletter/NewsletterForm';
import { KLAVIYO_REVISION } from '../../../../src/lib/klaviyo';
import { islandProps } from '../../helpers/island-props';

const TEXTS = { invalid_email: 'Please enter a valid email.', error: 'Oops! Please try again later.', success: 'Thanks for signing up!' };

/** Liquid's JSON as snippets/newsletter-form.liquid prints it. */
function liquidProps(overrides: Record<string, unknown> = {}) {
  return {
    form_id: 'newsletter-footer',
    klaviyo: { company_id: 'GdDrp1', list_id: 'NewsL1', host: '' },
    label: 'Email',
    show_label: false,
    placeholder: 'Your email',
    submit: 'Sign up',
    texts: TEXTS,
    ...overrides,
  };
}

function renderForm(overrides: Record<string, unknown> = {}) {
  render(<NewsletterForm {...islandProps(schema, liquidProps(overrides))} />);
  return {
    input: screen.getByLabelText<HTMLInputElement>('Email'),
    button: screen.getByRole('button', { name: 'Sign up' }),
    status: screen.getByRole('status'),
  };
}

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('NewsletterForm', () => {
  it('has a labelled email field, a button and an empty status region', () => {
    const { input, button, status } = renderForm();
    expect(input.type).toBe('email');
    expect(input.name).toBe('contact[email]');
    expect(button.getAttribute('type')).toBe('submit');
    expect(status.textContent).toBe('');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses an invalid address here, with the spec text tied to the field, and calls nobody', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 202 }));
    const { input, button, status } = renderForm();
    type(input, 'olive oil@example.com');
    button.focus();
    await act(async () => fireEvent.click(button));
    expect(status.textContent).toBe('Please enter a valid email.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toBe('Please enter a valid email.');
    expect(document.activeElement).toBe(input);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts Klaviyo's client subscription exactly as spec §7 says, then thanks the shopper", async () => {
    let answer!: (res: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { input, button, status } = renderForm();
    type(input, 'olive@example.com');
    fireEvent.submit(input.form!);

    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(input.form!.getAttribute('aria-busy')).toBe('true');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/client/subscriptions?company_id=GdDrp1');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('revision')).toBe(KLAVIYO_REVISION);
    expect(KLAVIYO_REVISION).toBe('2024-05-15');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      data: {
        type: 'subscription',
        attributes: {
          custom_source: 'newsletter-form',
          profile: { data: { type: 'profile', attributes: { email: 'olive@example.com' } } },
        },
        relationships: { list: { data: { type: 'list', id: 'NewsL1' } } },
      },
    });

    await act(async () => answer(new Response(null, { status: 202 })));
    expect(await screen.findByText('Thanks for signing up!')).toBe(status.firstElementChild);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('sends to the configured Klaviyo host', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 202 }));
    const { input, button } = renderForm({ klaviyo: { company_id: 'ABC123', list_id: 'L9', host: 'https://a.klaviyo.example/' } });
    type(input, 'olive@example.com');
    fireEvent.click(button);
    await screen.findByText('Thanks for signing up!');
    expect(fetchMock.mock.calls[0]![0]).toBe('https://a.klaviyo.example/client/subscriptions?company_id=ABC123');
  });

  it.each([
    ['a 400 with Klaviyo error JSON', () => Promise.resolve(new Response(JSON.stringify({ errors: [{ status: 400, code: 'invalid' }] }), { status: 400 }))],
    ['a 503', () => Promise.resolve(new Response('busy', { status: 503 }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows the error text after %s, keeps the address and can be sent again', async (_case, failure) => {
    const fetchMock = stubFetch(failure);
    const { input, button, status } = renderForm();
    type(input, 'olive@example.com');
    fireEvent.click(button);
    await screen.findByText('Oops! Please try again later.');
    expect(input.value).toBe('olive@example.com');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(status.firstElementChild!.id);
    expect(button.getAttribute('aria-disabled')).toBeNull();

    fetchMock.mockImplementation(async () => new Response(null, { status: 202 }));
    fireEvent.click(button);
    await screen.findByText('Thanks for signing up!');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up on a stalled endpoint after 10 s and stays usable', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal!.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
          }),
      ),
    );
    const { input, button, status } = renderForm();
    type(input, 'olive@example.com');
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(status.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status.textContent).toBe('Oops! Please try again later.');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(input.value).toBe('olive@example.com');
  });

  it('ignores a second submit while the first is on its way', async () => {
    let answer!: (res: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { input, button } = renderForm();
    type(input, 'olive@example.com');
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(input.form!);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(new Response(null, { status: 202 })));
    await screen.findByText('Thanks for signing up!');
  });

  it('says the same message again as a new line, so screen readers repeat it', () => {
    const { input, button, status } = renderForm();
    type(input, 'nope');
    fireEvent.click(button);
    const first = status.firstElementChild;
    fireEvent.click(button);
    expect(status.textContent).toBe('Please enter a valid email.');
    expect(status.firstElementChild).not.toBe(first);
  });

  it('keeps what the shopper typed into the server-rendered field before the island woke', () => {
    const server = document.createElement('input');
    server.id = 'newsletter-footer-email';
    server.value = 'early@example.com';
    document.body.append(server);
    render(<NewsletterForm {...islandProps(schema, liquidProps())} />);
    server.remove();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('early@example.com');
  });

  it.each([
    ['success', 'newsletter-form__message--success', false, 'Thanks for signing up!'],
    ['an invalid address', 'newsletter-form__message--error', true, 'Please enter a valid email.'],
    ['a failure', 'newsletter-form__message--error', false, 'Oops! Please try again later.'],
  ])("keeps the shop's answer (%s) that the server-rendered form showed", (_case, className, invalid, text) => {
    const form = document.createElement('div');
    form.innerHTML = `<input id="newsletter-footer-email"${invalid ? ' aria-invalid="true"' : ''}><p id="newsletter-footer-message" class="newsletter-form__message ${className}">x</p>`;
    document.body.append(form);
    render(<NewsletterForm {...islandProps(schema, liquidProps())} />);
    form.remove();
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe(invalid ? 'true' : null);
  });

  it.each([
    [
      'the refused input',
      '<input id="newsletter-footer-email" aria-invalid="true" autofocus><p id="newsletter-footer-message" class="newsletter-form__message newsletter-form__message--error">x</p>',
      'textbox',
    ],
    [
      'the thanks',
      '<input id="newsletter-footer-email"><p id="newsletter-footer-message" class="newsletter-form__message newsletter-form__message--success" tabindex="-1" autofocus>x</p>',
      'message',
    ],
  ])('focuses %s the shop asked to focus (autofocus) when the island took the form over before the browser did', (_case, markup, what) => {
    const form = document.createElement('form');
    form.id = 'newsletter-footer';
    form.innerHTML = markup;
    document.body.append(form);
    expect(document.activeElement).toBe(document.body);
    render(<NewsletterForm {...islandProps(schema, liquidProps())} />);
    form.remove();
    const expected = what === 'textbox' ? screen.getByLabelText('Email') : screen.getByText('Thanks for signing up!');
    expect(document.activeElement).toBe(expected);
  });

  it('shows the label when the merchant asks for it and uses their button text', () => {
    render(<NewsletterForm {...islandProps(schema, liquidProps({ show_label: true, submit: 'Count me in' }))} />);
    expect(screen.getByText('Email').className).not.toContain('visually-hidden');
    expect(screen.getByRole('button', { name: 'Count me in' })).toBeTruthy();
  });
});

describe('newsletter props contract', () => {
  it('decodes escaped texts', () => {
    const props = islandProps(schema, liquidProps({ submit: 'Sign &amp; save' }));
    expect(props.submit).toBe('Sign & save');
  });

  it.each([
    ['a renamed text key', { texts: { ...TEXTS, success: undefined, thanks: 'x' } }],
    ['a host that is not an http(s) origin', { klaviyo: { company_id: 'A', list_id: 'B', host: 'javascript:alert(1)' } }],
    ['a form id that is not an id', { form_id: 'x" onmouseover="y' }],
    ['a missing list', { klaviyo: { company_id: 'A', host: '' } }],
  ])('refuses %s', (_case, overrides) => {
    expect(v.safeParse(schema, liquidProps(overrides)).success).toBe(false);
  });
});

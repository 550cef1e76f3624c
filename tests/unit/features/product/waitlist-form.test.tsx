// @vitest-environment jsdom
// The waitlist form's failures read as the shop's texts (the same Klaviyo sign-up as the newsletter,
// so §8's newsletter wording): offline, a server fault, a stall and a refused address each leave the
// typed email, re-enable the button, and a retry signs up.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schema } from '../../../../src/features/product/form-props';
import { WaitlistForm } from '../../../../src/features/product/WaitlistForm';
import { DEFAULT_TIMEOUT_MS } from '../../../../src/lib/klaviyo';
import { islandProps } from '../../helpers/island-props';
import { formPayload, product, variant } from './fixture';

const texts = islandProps(schema, formPayload(product([variant(1, ['Default'])]))).texts;
const KLAVIYO = { companyId: 'ABC123', host: '', listId: 'waitlist' };

function renderForm() {
  render(<WaitlistForm overlayId="waitlist" open onClose={() => {}} klaviyo={KLAVIYO} texts={texts} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
  fireEvent.change(input, { target: { value: 'olive@example.com' } });
  return { input, button: screen.getByRole('button', { name: 'Notify Me' }) };
}

const submit = (button: HTMLElement) => act(async () => fireEvent.click(button));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('WaitlistForm faults', () => {
  const faults: [string, () => Promise<Response>][] = [
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500', () => Promise.resolve(new Response('{"errors":[{"detail":"boom"}]}', { status: 500 }))],
    ['a non-JSON 502', () => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 }))],
    [
      'a 400 about the list, not the address',
      () =>
        Promise.resolve(
          new Response('{"errors":[{"detail":"A list relationship is required.","source":{"pointer":"/data/relationships/list/data/id"}}]}', { status: 400 }),
        ),
    ],
  ];
  for (const [name, answer] of faults) {
    it(`${name}: "Oops! Please try again later.", never the HTTP helper's words; the email stays and a retry signs up`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.stubGlobal('fetch', vi.fn(answer));
      const { input, button } = renderForm();
      await submit(button);
      expect(screen.getByRole('alert').textContent).toBe('Oops! Please try again later.');
      expect(input.value).toBe('olive@example.com');
      expect(button).toHaveProperty('disabled', false);
      expect(warn).toHaveBeenCalledWith('[waitlist] sign-up failed', expect.objectContaining({ kind: 'failed' }));

      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(new Response(null, { status: 202 }))),
      );
      await submit(button);
      expect(screen.getByRole('status').textContent).toBe("You're on the list!");
    });
  }

  it('a stalled endpoint gives up after 10 s with the same text', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const { button } = renderForm();
    await submit(button);
    expect(button).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS));
    expect(screen.getByRole('alert').textContent).toBe('Oops! Please try again later.');
    expect(button).toHaveProperty('disabled', false);
  });

  it("Klaviyo's refusal of the address itself reads as the invalid-email text", async () => {
    const body = { errors: [{ code: 'invalid', detail: 'Invalid email address.', source: { pointer: '/data/attributes/profile/data/attributes/email' } }] };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 400 }))),
    );
    const { button } = renderForm();
    await submit(button);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email.');
  });
});

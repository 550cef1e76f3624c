/**
 * The newsletter's states (spec §4): idle → submitting → success or error. An invalid address
 * never leaves the page; any failed call (non-ok answer, network down, 10 s without an answer)
 * ends in the error state so the form can be sent again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeToList } from '../../lib/klaviyo';
import { checkNewsletterEmail } from './newsletter-email';
import type { KlaviyoTarget } from './newsletter-props';

/** Klaviyo's `custom_source` for these sign-ups (spec §7). */
export const NEWSLETTER_SOURCE = 'newsletter-form';

export type NewsletterStatus = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; reason: 'invalid' | 'failed' };

export type SubmitOutcome = 'success' | 'invalid' | 'failed' | 'busy' | 'cancelled';

export interface NewsletterSignup {
  status: NewsletterStatus;
  /** grows with every outcome, so the same message said twice is announced twice */
  attempt: number;
  submit: (rawEmail: string) => Promise<SubmitOutcome>;
}

/** `initial` is read once, on the first render. */
export function useNewsletterSignup(target: KlaviyoTarget, initial?: () => NewsletterStatus): NewsletterSignup {
  const [state, setState] = useState<{ status: NewsletterStatus; attempt: number }>(() => ({ status: initial?.() ?? { kind: 'idle' }, attempt: 0 }));
  const inFlight = useRef<AbortController | null>(null);
  const { companyId, listId, host } = target;

  useEffect(() => () => inFlight.current?.abort(), []);

  const submit = useCallback(
    async (rawEmail: string): Promise<SubmitOutcome> => {
      if (inFlight.current) return 'busy';
      const show = (status: NewsletterStatus) => setState((s) => ({ status, attempt: s.attempt + 1 }));
      const check = checkNewsletterEmail(rawEmail);
      if (!check.ok) {
        show({ kind: 'error', reason: 'invalid' });
        return 'invalid';
      }
      const controller = new AbortController();
      inFlight.current = controller;
      show({ kind: 'submitting' });
      try {
        await subscribeToList({ email: check.email, listId, companyId, host, source: NEWSLETTER_SOURCE, signal: controller.signal });
        if (controller.signal.aborted) return 'cancelled';
        show({ kind: 'success' });
        return 'success';
      } catch {
        if (controller.signal.aborted) return 'cancelled';
        // Spec §8: every non-ok answer reads the same; the address was already checked here.
        show({ kind: 'error', reason: 'failed' });
        return 'failed';
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [companyId, listId, host],
  );

  return { status: state.status, attempt: state.attempt, submit };
}

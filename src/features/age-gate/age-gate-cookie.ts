/**
 * The age gate's cookie rule (spec §4, §9): open while `over_21` is absent or 'false'; 'Yup'
 * stores 'true' for 1 day. snippets/age-gate-script.liquid applies the same rule before first
 * paint; this is what the island uses.
 */
import { getCookie, setCookie } from '../../lib/cookies';

export const AGE_GATE_COOKIE = 'over_21';
export const AGE_GATE_DAYS = 1;

export function isAgeGateOpen(cookieValue: string | undefined): boolean {
  return cookieValue === undefined || cookieValue === 'false';
}

export function ageGateOpenNow(): boolean {
  return isAgeGateOpen(getCookie(AGE_GATE_COOKIE));
}

/** Remembers the answer for a day. With cookies blocked this stores nothing, silently. */
export function rememberOver21(): void {
  setCookie(AGE_GATE_COOKIE, 'true', { days: AGE_GATE_DAYS });
}

// Reading legacy customer form fields (`customer[...]`, `address[...]`): shopper input of any
// shape, checked here into text, with Shopify's per-field error messages (the field name is
// not part of the message: `default_errors` prints "Email can't be blank.").
import * as v from 'valibot';

/** Field name → messages; becomes Liquid `form.errors` (field names) + `form.errors.messages`. */
export type FieldErrors = Record<string, string[]>;
export type Result<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Shopify's limit for a customer or address text field. */
export const MAX_FIELD = 255;

/** Shopify's message for a text over `max` characters. */
export const tooLongMessage = (max: number): string => `is too long (maximum is ${max} characters).`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address the shop accepts: something@domain.tld, no spaces, at most 254 characters. */
export function isEmailAddress(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

export const MESSAGES = {
  blank: "can't be blank.",
  invalid: 'is invalid.',
  taken: 'has already been taken.',
  tooLong: tooLongMessage(MAX_FIELD),
  unsupported: 'is not supported.',
  passwordShort: 'is too short (minimum is 5 characters).',
  passwordLong: 'is too long (maximum is 40 characters).',
  confirmation: "doesn't match Password.",
} as const;

export type Bag = Record<string, unknown>;

export function bagOf(raw: unknown): Bag {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Bag) : {};
}

/** A posted text field: a string (trimmed) or a finite number written as text; anything else is invalid. */
const fieldText = v.message(v.union([v.pipe(v.string(), v.trim()), v.pipe(v.number(), v.finite(), v.transform(String))]), MESSAGES.invalid);

/** Adds a field's message. Field names can be shopper input: `constructor` is a field here, not Object's. */
function addError(errors: FieldErrors, field: string, message: string): void {
  errors[field] = Object.hasOwn(errors, field) ? [...errors[field]!, message] : [message];
}

/** Checks one text field (at most `max` characters), recording an error; returns the text ('' when absent or invalid). */
export function readText(bag: Bag, field: string, errors: FieldErrors, max = MAX_FIELD): string {
  if (bag[field] === undefined) return '';
  const result = v.safeParse(v.pipe(fieldText, v.maxLength(max, tooLongMessage(max))), bag[field]);
  if (!result.success) addError(errors, field, result.issues[0].message);
  return typeof result.output === 'string' ? result.output : '';
}

export function truthy(raw: unknown): boolean {
  return raw === true || raw === 1 || raw === '1' || raw === 'true' || raw === 'on' || raw === 'yes';
}

/** A new password and its confirmation (reset and activate forms). */
export function checkNewPassword(password: unknown, confirmation: unknown, errors: FieldErrors): string {
  const value = typeof password === 'string' ? password : '';
  if (value.length < 5) (errors.password ??= []).push(value === '' ? MESSAGES.blank : MESSAGES.passwordShort);
  else if (value.length > 40) (errors.password ??= []).push(MESSAGES.passwordLong);
  if (confirmation !== undefined && confirmation !== value) (errors.password_confirmation ??= []).push(MESSAGES.confirmation);
  return value;
}

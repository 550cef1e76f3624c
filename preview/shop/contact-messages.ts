// Shopify's contact form (`form_type=contact`): the posted `contact[...]` fields checked as the
// shop does (an email is required and must look like one; every field has a length limit), and
// each accepted message kept in SQLite (`contact_messages`), so a restart loses none.
import { nowIso, statement, type StateDb } from './db';
import { bagOf, isEmailAddress, MESSAGES, readText, type FieldErrors, type Result } from './form-input';

/** The longest message body accepted (about two pages of text). */
export const MAX_MESSAGE_BODY = 5000;
/** Other `contact[...]` fields (an order number, a topic …) kept per message, at most. */
const MAX_EXTRA_FIELDS = 20;
const KNOWN_FIELDS = new Set(['name', 'email', 'phone', 'body']);

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  body: string;
  /** any other `contact[...]` text fields, as posted */
  fields: Record<string, string>;
}

export interface StoredContactMessage extends ContactMessage {
  id: number;
  /** the page the form was sent from */
  page: string;
  created_at: string;
}

/** The posted `contact` bag → a message, or Shopify's per-field errors (in the order of the fields). */
export function parseContactForm(raw: unknown): Result<ContactMessage> {
  const bag = bagOf(raw);
  const errors: FieldErrors = {};
  const name = readText(bag, 'name', errors);
  const email = readText(bag, 'email', errors);
  if (!errors.email && email === '') errors.email = [MESSAGES.blank];
  else if (!errors.email && !isEmailAddress(email)) errors.email = [MESSAGES.invalid];
  const phone = readText(bag, 'phone', errors);
  const body = readText(bag, 'body', errors, MAX_MESSAGE_BODY);
  const fields: Record<string, string> = {};
  const extras = Object.keys(bag)
    .filter((key) => !KNOWN_FIELDS.has(key))
    .slice(0, MAX_EXTRA_FIELDS);
  for (const key of extras) {
    const value = readText(bag, key, errors);
    if (value !== '') fields[key] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, email, phone, body, fields } };
}

export function saveContactMessage(db: StateDb, message: ContactMessage, page: string): number {
  const result = statement(db, 'INSERT INTO contact_messages (name, email, phone, body, fields, page, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    message.name,
    message.email,
    message.phone,
    message.body,
    JSON.stringify(message.fields),
    page,
    nowIso(),
  );
  return Number(result.lastInsertRowid);
}

interface ContactRow extends Omit<StoredContactMessage, 'fields'> {
  fields: string;
}

/** Every kept message, oldest first. */
export function listContactMessages(db: StateDb): StoredContactMessage[] {
  const rows = statement(db, 'SELECT id, name, email, phone, body, fields, page, created_at FROM contact_messages ORDER BY id').all() as ContactRow[];
  return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, string> }));
}

// Request bodies → nested plain objects, the way Shopify (Rack) reads them: JSON whatever the
// content type says when it parses, urlencoded and multipart with bracket notation
// (`items[0][id]`, `items[][id]`, `updates[123]`, `updates[]`, `properties[Gift note]`).
// Everything here is shopper input: limits are enforced and every failure is a 4xx BodyError.
import qs, { type IParseOptions } from 'qs';

export const MAX_BODY_BYTES = 1024 * 1024;
const MAX_PARAMS = 1000;
const MAX_DEPTH = 16;

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

type Bag = Record<string, unknown>;

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/*
 * Bracket names are read by qs, one pair at a time: it splits `a[b][c]` into nested objects, drops
 * `__proto__` at any depth, and throws past MAX_DEPTH brackets. What Rack does differently is its
 * array rule, kept on top of qs here:
 *  - `a[]=1&a[]=2` pushes: a = ['1', '2'].
 *  - `items[][id]=1&items[][quantity]=2&items[][id]=3`: a key after `[]` goes into the array's last
 *    hash unless that hash already has it (the whole path after `[]`), in which case a new hash
 *    starts: items = [{ id: '1', quantity: '2' }, { id: '3' }].
 *  - `items[0][id]` and `updates[123]` are hash keys, never array indices: only `[]` makes arrays.
 *  - A name that was a string or array and is then used as a hash (or a string or hash then used
 *    as an array) is a 400, as in Rack; so is `a[][]` (arrays of arrays). A plain value replaces
 *    whatever the name held: the last one wins.
 * qs cannot tell `[]` from `[0]` once it has parsed them, so `[]` is handed to it as the key SLOT.
 * Names that are not `name[seg][seg]…` (`a[b`, `[x]`, `a[b]c`) stay one literal key.
 */
const SLOT = '\u0000';
const WELL_FORMED = /^[^[\]]+(\[[^[\]]*\])*$/;
const QS_OPTIONS: IParseOptions = { depth: MAX_DEPTH - 1, strictDepth: true, allowPrototypes: true, parseArrays: false };

/** The one entry of a single-path object qs made from one pair. */
const only = (bag: Bag): [string, unknown] | undefined => Object.entries(bag)[0];

function conflict(name: string): BodyError {
  return new BodyError(400, `conflicting types for parameter ${name.slice(0, 80)}`);
}

/** Rack's `params_hash_has_key?`: does `hash` already hold the whole path of `step` (no `[]` in it)? */
function holdsPath(hash: Bag, step: [string, unknown]): boolean {
  const [key, value] = step;
  if (key === SLOT || !Object.hasOwn(hash, key)) return false;
  if (!isBag(value)) return true;
  const next = only(value);
  const held = hash[key];
  return next !== undefined && isBag(held) && holdsPath(held, next);
}

function place(container: Bag, [key, value]: [string, unknown], name: string): void {
  const step = isBag(value) ? only(value) : undefined;
  if (isBag(value) && !step) return; // qs dropped a __proto__ below: nothing left to assign
  const existing = Object.hasOwn(container, key) ? container[key] : undefined;
  if (!step) {
    container[key] = value;
  } else if (step[0] === SLOT) {
    const list = existing ?? (container[key] = []);
    if (!Array.isArray(list)) throw conflict(name);
    pushInto(list, step[1], name);
  } else {
    const hash = existing ?? (container[key] = {});
    if (!isBag(hash)) throw conflict(name);
    place(hash, step, name);
  }
}

function pushInto(list: unknown[], element: unknown, name: string): void {
  const step = isBag(element) ? only(element) : undefined;
  if (isBag(element) && !step) return;
  if (!step) {
    list.push(element);
    return;
  }
  if (step[0] === SLOT) throw new BodyError(400, `unsupported parameter shape ${name.slice(0, 80)}`);
  const last = list[list.length - 1];
  if (isBag(last) && !holdsPath(last, step)) return place(last, step, name);
  const fresh: Bag = {};
  list.push(fresh);
  place(fresh, step, name);
}

/** Assigns one name=value pair into `root` with Rack's bracket semantics. */
function assignBracketParam(root: Bag, name: string, value: string): void {
  if (!WELL_FORMED.test(name)) {
    place(root, [name, value], name);
    return;
  }
  let parsed: Bag;
  try {
    parsed = qs.parse({ [name.replaceAll('[]', `[${SLOT}]`)]: value }, QS_OPTIONS);
  } catch {
    throw new BodyError(400, `parameter nested too deeply: ${name.slice(0, 80)}`);
  }
  const step = only(parsed);
  if (step) place(root, step, name);
}

export function pairsToObject(pairs: Iterable<[string, string]>): Bag {
  const root: Bag = {};
  let count = 0;
  for (const [name, value] of pairs) {
    if (++count > MAX_PARAMS) throw new BodyError(413, `too many parameters (limit ${MAX_PARAMS})`);
    if (name === '') continue;
    assignBracketParam(root, name, value);
  }
  return root;
}

export function parseUrlEncoded(text: string): Bag {
  return pairsToObject(new URLSearchParams(text));
}

function parseJsonObject(text: string): Bag {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new BodyError(400, `malformed JSON body: ${(err as Error).message}`);
  }
  if (!isBag(parsed)) throw new BodyError(400, 'JSON body must be an object');
  return parsed;
}

async function parseMultipart(raw: Buffer, contentType: string): Promise<Bag> {
  let form: FormData;
  try {
    form = await new Request('http://preview.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    throw new BodyError(400, 'malformed multipart/form-data body');
  }
  const pairs: [string, string][] = [];
  // Uploaded files become their file name: the cart keeps line properties as text.
  for (const [name, value] of form.entries()) pairs.push([name, typeof value === 'string' ? value : value.name]);
  return pairsToObject(pairs);
}

/** Parses a raw body by its content type. An empty body is {}. */
export async function parseBody(raw: Buffer, contentType: string | undefined): Promise<Bag> {
  if (raw.length > MAX_BODY_BYTES) throw new BodyError(413, `request body larger than ${MAX_BODY_BYTES} bytes`);
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') return parseMultipart(raw, contentType ?? '');
  const text = raw.toString('utf8');
  if (text.trim() === '') return {};
  if (type === 'application/json' || type.endsWith('+json')) return parseJsonObject(text);
  // Clients such as Algolia's send JSON as text/plain; anything that looks like JSON is JSON.
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseJsonObject(text);
  return parseUrlEncoded(text);
}

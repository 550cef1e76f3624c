// Request bodies → nested plain objects, the way Shopify (Rack) reads them: JSON whatever the
// content type says when it parses, urlencoded and multipart with bracket notation
// (`items[0][id]`, `items[][id]`, `updates[123]`, `updates[]`, `properties[Gift note]`).
// Everything here is shopper input: limits are enforced and every failure is a 4xx BodyError.

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

// Own-property helpers: never let "__proto__"/"constructor" reach an object's prototype chain.
function setOwn(target: Bag, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
function getOwn(target: Bag, key: string): unknown {
  return Object.hasOwn(target, key) ? target[key] : undefined;
}
function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "items[0][id]" → ["items", "0", "id"]; "updates[]" → ["updates", ""]; malformed → [name]. */
export function splitBracketName(name: string): string[] {
  const open = name.indexOf('[');
  if (open <= 0) return [name];
  const rest = name.slice(open);
  if (!/^(\[[^[\]]*\])+$/.test(rest)) return [name];
  const segments = [name.slice(0, open)];
  for (const m of rest.matchAll(/\[([^[\]]*)\]/g)) segments.push(m[1] ?? '');
  return segments;
}

/** Assigns one name=value pair into `root` with Rack's bracket semantics. */
export function assignBracketParam(root: Bag, name: string, value: unknown): void {
  const path = splitBracketName(name);
  if (path.length > MAX_DEPTH) throw new BodyError(400, `parameter nested too deeply: ${name.slice(0, 80)}`);
  assignPath(root, path, value, name);
}

function assignPath(container: Bag, path: string[], value: unknown, name: string): void {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    setOwn(container, head, value);
    return;
  }
  const wantArray = rest[0] === '';
  let child = getOwn(container, head);
  if (child === undefined) {
    child = wantArray ? [] : {};
    setOwn(container, head, child);
  }
  if (wantArray) {
    if (!Array.isArray(child)) throw new BodyError(400, `conflicting types for parameter ${name.slice(0, 80)}`);
    assignIntoArray(child, rest.slice(1), value, name);
    return;
  }
  if (!isBag(child)) throw new BodyError(400, `conflicting types for parameter ${name.slice(0, 80)}`);
  assignPath(child, rest, value, name);
}

// After "x[]": "x[][id]=1&x[][qty]=2&x[][id]=3" starts a new element when the last one already has the key.
function assignIntoArray(list: unknown[], path: string[], value: unknown, name: string): void {
  if (path.length === 0) {
    list.push(value);
    return;
  }
  if (path[0] === '') throw new BodyError(400, `unsupported parameter shape ${name.slice(0, 80)}`);
  const last = list[list.length - 1];
  const startsNew = !isBag(last) || (path.length === 1 && Object.hasOwn(last, path[0]!));
  if (startsNew) {
    const fresh: Bag = {};
    list.push(fresh);
    assignPath(fresh, path, value, name);
  } else {
    assignPath(last, path, value, name);
  }
}

export function pairsToObject(pairs: Iterable<[string, unknown]>): Bag {
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
  const pairs: [string, unknown][] = [];
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

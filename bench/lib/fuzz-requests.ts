// Generated requests for every endpoint of the offline storefront (fast-check): bad JSON, wrong types,
// 5 MB bodies, unicode, nulls, huge numbers, path traversal, unknown ids and wrong methods. Shared by
// the fuzz contract test (a fixed seed, CI-sized) and the bench's 10,000-case run.
import http from 'node:http';
import fc from 'fast-check';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Sends the request byte for byte (fetch would normalise `..` and backslashes away). */
export function send(port: number, request: FuzzRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.path, headers: request.headers, insecureHTTPParser: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }));
        res.on('error', reject);
      },
    );
    // The server may answer a huge body with 413 and close before it is all sent.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve({ status: 413, body: '' }) : reject(error),
    );
    req.end(request.body);
  });
}

// Path pieces: real handles and ids, traversal in every spelling, unicode, nulls, huge numbers.
const TRAVERSAL = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '..%2f..%2fpackage.json',
  '%2e%2e%5c%2e%2e%5cpackage.json',
  '..\\..\\package.json',
  '....//....//etc/passwd',
  '%252e%252e',
  '.%00.',
  '%00',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
];
const WEIRD = [
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e308',
  '99999999999999999999999',
  '9007199254740993',
  '%ff%fe',
  '%',
  '%zz',
  '<script>alert(1)</script>',
  '{{ shop.name }}',
  "' OR 1=1 --",
  '😀',
  'ｆｕｌｌ',
  'a'.repeat(2000),
];
const segmentArb = fc.oneof(
  fc.constantFrom(...TRAVERSAL, ...WEIRD),
  fc.constantFrom(
    'the-everyday',
    'the-drizzle',
    'olive-oil',
    'glog',
    'all',
    'about',
    'hero-pour.svg',
    'banners/hero-pour.svg',
    'the-everyday-pour.webm',
    '1',
    '123',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

const ROUTES: ((s: string) => string)[] = [
  () => '/',
  () => '/cart',
  () => '/cart.js',
  () => '/cart.json',
  () => '/cart/add.js',
  () => '/cart/add',
  () => '/cart/change.js',
  () => '/cart/change',
  () => '/cart/update.js',
  () => '/cart/update',
  () => '/cart/clear.js',
  () => '/checkout',
  () => '/products.json',
  (s) => `/products/${s}`,
  (s) => `/products/${s}.js`,
  (s) => `/products/${s}.json`,
  (s) => `/collections/${s}`,
  () => '/collections',
  (s) => `/pages/${s}`,
  () => '/blogs/glog',
  (s) => `/blogs/glog/${s}`,
  (s) => `/blogs/glog/tagged/${s}`,
  (s) => `/blogs/${s}`,
  () => '/search',
  () => '/contact',
  () => '/account',
  () => '/account/login',
  () => '/account/register',
  () => '/account/recover',
  () => '/account/logout',
  () => '/account/addresses',
  (s) => `/account/addresses/${s}`,
  (s) => `/account/orders/${s}`,
  (s) => `/account/reset/${s}/${s}`,
  (s) => `/account/activate/${s}/${s}`,
  (s) => `/cdn/shop/files/${s}`,
  (s) => `/cdn/shop/files/articles/${s}`,
  (s) => `/cdn/shop/videos/${s}`,
  (s) => `/cdn/shop/t/1/assets/${s}`,
  () => '/favicon.ico',
  () => '/1/indexes/*/queries',
  (s) => `/1/indexes/${s}/query`,
  (s) => `/1/indexes/${s}`,
  (s) => `/1/indexes/${s}/settings`,
  () => '/1/events',
  () => '/__olivine/insights/events',
  () => '/client/subscriptions/',
  () => '/client/events/',
  (s) => `/v1/stores/${s}/products/shopify-${s}/review_aggregate`,
  (s) => `/okendo/v1/stores/${s}/review_aggregate`,
  () => '/tools/recurring/access',
  () => '/tools/recurring/portal',
  () => '/__olivine/live-reload',
  (s) => `/${s}`,
  (s) => `/fr/${s}`,
  (s) => `/${s}/${s}`,
];

const QUERY_KEYS = [
  'q',
  'type',
  'page',
  'variant',
  'view',
  'sections',
  'section_id',
  'sections_url',
  'return_url',
  'options[prefix]',
  'company_id',
  'x-algolia-api-key',
  'x-algolia-application-id',
  'width',
  'height',
  'crop',
  'v',
  'constraint',
  'sort_by',
  'limit',
];
const queryArb = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.oneof(segmentArb, fc.constantFrom('article', 'product', '1,2,3,4,5,6', 'main-cart'))), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}`));

// Bodies: nothing, bad JSON, any JSON (nulls, huge numbers, deep nesting), forms, binary, 5 MB.
const FIVE_MB = 5 * 1024 * 1024;
const jsonishArb = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record(
    {
      id: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null), fc.constant(1e308)),
      quantity: fc.oneof(fc.integer(), fc.string(), fc.constant(-1), fc.constant(2 ** 53)),
      properties: fc.jsonValue({ maxDepth: 2 }),
    },
    { requiredKeys: [] },
  ),
  fc.record({
    items: fc.array(fc.record({ id: fc.oneof(fc.integer(), fc.string()), quantity: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: [] }), { maxLength: 3 }),
  }),
  fc.record({
    requests: fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.array(fc.record({ indexName: fc.string(), query: fc.jsonValue({ maxDepth: 1 }), hitsPerPage: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: [] }), {
        maxLength: 3,
      }),
    ),
  }),
  fc.record({ events: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({ data: fc.jsonValue({ maxDepth: 4 }) }),
);
const bodyArb: fc.Arbitrary<{ type?: string; body?: Buffer }> = fc.oneof(
  { weight: 30, arbitrary: fc.constant({}) },
  { weight: 50, arbitrary: jsonishArb.map((value) => ({ type: 'application/json', body: Buffer.from(JSON.stringify(value)) })) },
  { weight: 20, arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ type: 'application/json', body: Buffer.from(`{${text}`) })) },
  { weight: 20, arbitrary: jsonishArb.map((value) => ({ type: 'text/plain', body: Buffer.from(JSON.stringify(value)) })) },
  {
    weight: 40,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'form_type',
            'utf8',
            'id',
            'quantity',
            'updates[]',
            'note',
            'attributes[x]',
            'properties[a][b]',
            'customer[email]',
            'customer[password]',
            'address[country]',
            'address[province]',
            '_method',
            'return_to',
            'contact[email]',
          ),
          segmentArb,
        ),
        { maxLength: 6 },
      )
      .map((pairs) => ({ type: 'application/x-www-form-urlencoded', body: Buffer.from(pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')) })),
  },
  {
    weight: 10,
    arbitrary: fc
      .tuple(
        fc.constantFrom('application/octet-stream', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16'),
        fc.uint8Array({ maxLength: 300 }),
      )
      .map(([type, bytes]) => ({ type, body: Buffer.from(bytes) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain')
      .map((type) => ({ type, body: Buffer.alloc(FIVE_MB, type === 'application/json' ? '[' : 'a') })),
  },
);

export const requestArb: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('GET', 'POST') },
      { weight: 1, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
    ),
    route: fc.constantFrom(...ROUTES),
    segment: segmentArb,
    query: queryArb,
    body: bodyArb,
    accept: fc.constantFrom(undefined, 'application/json', 'text/html', '*/*'),
    cookie: fc.option(
      fc.oneof(
        segmentArb.map((s) => `cart=${s}`),
        segmentArb.map((s) => `_secure_session_id=${s}; cart=${s}`),
      ),
      { nil: undefined },
    ),
  })
  .map(({ method, route, segment, query, body, accept, cookie }) => {
    const headers: Record<string, string> = {};
    if (accept) headers.accept = accept;
    if (cookie) headers.cookie = cookie.replace(/[^\x21-\x7e ]/g, '');
    if (body.type) headers['content-type'] = body.type;
    const sendsBody = method !== 'GET' && method !== 'HEAD' && body.body !== undefined;
    if (sendsBody) headers['content-length'] = String(body.body!.length);
    // A request line carries bytes 0x21–0x7e only: anything else goes percent-encoded, as a client sends it.
    const rawPath = (route(segment) + query).replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
    return { method, path: rawPath, headers, body: sendsBody ? body.body : undefined };
  });

const STACK_TRACE = /\n\s+at [^\n]*:\d+:\d+/;

/** What is wrong with an answer: a 5xx, a stack trace, or one of `privatePaths` (the repository, the state directory) shown. */
export function answerProblems(answer: { status: number; body: string }, privatePaths: string[]): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (STACK_TRACE.test(answer.body)) problems.push('a stack trace in the body');
  for (const shown of privatePaths.filter((p) => answer.body.includes(p))) problems.push(`the path ${shown} in the body`);
  return problems;
}

/** One line that replays a case by hand: method, raw path, headers and the body's type and first bytes. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body ? ` body ${request.body.length} B ${JSON.stringify(request.body.subarray(0, 120).toString('latin1'))}` : '';
  return `${request.method} ${request.path} headers ${JSON.stringify(request.headers)}${body}`;
}

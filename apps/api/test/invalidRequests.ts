import { type AnyEndpoint, pathWith, servedPath } from '@kingdoms/shared/api/endpoint';

/** One request the endpoint's contract refuses; the API must answer 4xx with a message. */
export interface InvalidRequest {
  /** What is wrong, for the failure message. */
  readonly name: string;
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
}

const MEGABYTE = 1_000_000;
const JSON_HEADERS = { 'content-type': 'application/json' };

/** A JSON text nested `depth` levels deep, built without recursion. */
function deeplyNested(depth: number, open = '[', close = ']'): string {
  return `${open.repeat(depth)}${close.repeat(depth)}`;
}

/** A short label for a value in a failure message. */
function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
}

/** The valid body with `field` set to a raw JSON token (a number JavaScript cannot hold, deep nesting). */
function withRaw(example: Record<string, unknown>, field: string, token: string): string {
  return JSON.stringify({ ...example, [field]: '@@raw@@' }).replace('"@@raw@@"', token);
}

/** Values of the wrong type, size or content for any field. */
function badValues(valid: unknown): unknown[] {
  const text = typeof valid === 'string' ? valid : String(valid ?? 'x');
  return [
    // Wrong types.
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    [],
    [valid],
    {},
    { value: valid },
    typeof valid === 'number' ? String(valid) : undefined,
    typeof valid === 'string' && /^\d+$/.test(valid) ? Number(valid) : undefined,
    // Sizes.
    'x'.repeat(MEGABYTE),
    `${text}${'y'.repeat(5_000)}`,
    // Numbers as huge strings.
    '9'.repeat(400),
    '1e999',
    '-1',
    'NaN',
    'Infinity',
    '0x10',
    // NUL and other control characters.
    '\u0000',
    `${text}\u0000`,
    `\u0000${text}`,
    `${text.slice(0, 1)}\u0000${text.slice(1)}`,
    `${text}\u0001`,
    `${text}\u001b[0m`,
    `${text}\u007f`,
    `${text}\u0085`,
    `${text}\n`,
    `${text}\r`,
    `${text}\t`,
    // Lone surrogates.
    '\ud800',
    `${text}\ud83d`,
    `\udc00${text}`,
    `${text.slice(0, 1)}\ude00\ud83d${text.slice(1)}`,
  ].filter((value) => value !== undefined);
}

/** JSON number tokens no JavaScript value writes back (Infinity, more digits than a double). */
const RAW_NUMBER_TOKENS = ['1e400', '-1e400', '123456789012345678901234567890', '0.1e-400'];

/** Extra fields, as JSON texts merged into the valid body. */
const EXTRA_FIELDS: Record<string, unknown>[] = [
  { extra: 1 },
  { EXTRA: 'x' },
  { '': '' },
  { 'a\u0000': 1 },
  { '\ud800': 1 },
  { ['k'.repeat(10_000)]: 1 },
  Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [`field${i}`, i])),
];

/** Request bodies that are not JSON, or JSON the server must refuse before any schema. */
const NOT_JSON = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  "{'a':1}",
  '{"a":1,}',
  'nul',
  'undefined',
  '\u0000',
  '"',
  '{"a":"\\u00"}',
  '{"a":"\ud800"',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
];

const WRONG_CONTENT_TYPES = [
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'text/html',
  'text/csv',
  'image/png',
  'application/cbor',
  'application/x-msgpack',
  'application/javascript',
];

/**
 * ≥ 200 requests per endpoint that its descriptor refuses: wrong types, missing and extra fields,
 * 1 MB strings, deep nesting, invalid JSON, wrong content types, numbers as huge strings, NUL and
 * lone surrogates in every string field, wrong methods and paths. Body variants are kept only when
 * the request schema itself refuses them (a missing optional field is no fault), so every request
 * here must answer 4xx and change nothing.
 */
export function invalidRequests(endpoint: AnyEndpoint): InvalidRequest[] {
  // An endpoint with path parameters is addressed with its valid example parameters.
  const path = endpoint.params
    ? pathWith(servedPath(endpoint), endpoint.paramsExample as Record<string, string>)
    : servedPath(endpoint);
  const cases: InvalidRequest[] = [];
  const refused = (value: unknown) => !endpoint.request?.safeParse(value).success;

  // Wrong methods, with a valid, an empty and junk bodies; wrong paths.
  const otherMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => m !== endpoint.method);
  const bodies = [JSON.stringify(endpoint.example ?? {}), '{}', '[]', ...NOT_JSON];
  for (const method of otherMethods) {
    for (const body of bodies) {
      cases.push({
        name: `${method} instead of ${endpoint.method} with ${body}`,
        method,
        url: path,
        headers: method === 'GET' ? {} : JSON_HEADERS,
        payload: method === 'GET' ? undefined : body,
      });
    }
  }
  for (const url of [
    `${path}/`,
    `${path}x`,
    `${path}%00`,
    `${path}/%ED%A0%80`,
    path.toUpperCase(),
    `/x${path}`,
  ]) {
    cases.push({
      name: `the wrong path ${url}`,
      method: endpoint.method,
      url,
      headers: JSON_HEADERS,
      payload: '{}',
    });
  }

  if (endpoint.method === 'POST') cases.push(...invalidBodies(endpoint, path, refused));
  else cases.push(...invalidQueries(endpoint, path, refused), ...bodiesForGet(path));
  if (endpoint.params) cases.push(...invalidParams(endpoint), ...queriesForParams(path));
  return cases;
}

/** Every path parameter replaced by values its schema refuses (as the server will decode them). */
function invalidParams(endpoint: AnyEndpoint): InvalidRequest[] {
  const cases: InvalidRequest[] = [];
  const example = endpoint.paramsExample as Record<string, string>;
  for (const field of Object.keys(example)) {
    for (const value of badValues(example[field])) {
      if (typeof value === 'object' && value !== null) continue;
      const text = String(value);
      // An empty segment is another path; a lone surrogate cannot be URI-encoded (sent raw below).
      if (text === '' || text.length > 10_000 || /[\ud800-\udfff]/.test(text)) continue;
      const params = { ...example, [field]: text };
      if (endpoint.params?.safeParse(params).success) continue;
      cases.push({
        name: `:${field} = ${describe(value)}`,
        method: 'GET',
        url: pathWith(servedPath(endpoint), params),
        headers: {},
      });
    }
    cases.push({
      name: `:${field} as a lone surrogate`,
      method: 'GET',
      url: pathWith(servedPath(endpoint), { ...example, [field]: 'LONE-SURROGATE' }).replace(
        'LONE-SURROGATE',
        '%ED%A0%80',
      ),
      headers: {},
    });
  }
  return cases;
}

/** A GET with path parameters reads no query string: any is refused. */
function queriesForParams(path: string): InvalidRequest[] {
  return ['a=1', 'tokenId=1', `x=${'y'.repeat(5_000)}`, '%00=%00'].map((query) => ({
    name: `query ${query.slice(0, 20)}`,
    method: 'GET',
    url: `${path}?${query}`,
    headers: {},
  }));
}

function invalidBodies(
  endpoint: AnyEndpoint,
  path: string,
  refused: (value: unknown) => boolean,
): InvalidRequest[] {
  const cases: InvalidRequest[] = [];
  const post = (name: string, payload: string, headers: Record<string, string> = JSON_HEADERS) =>
    cases.push({ name, method: 'POST', url: path, headers, payload });
  /** A body as a JSON text, kept only when the schema refuses what the server will parse. */
  const postJson = (name: string, text: string) => {
    if (refused(JSON.parse(text))) post(name, text);
  };
  const example = (endpoint.example ?? {}) as Record<string, unknown>;
  const valid = JSON.stringify(example);

  for (const text of NOT_JSON) post(`not JSON: ${text.slice(0, 40)}`, text);
  for (const type of WRONG_CONTENT_TYPES) post(`content type ${type}`, valid, { 'content-type': type });
  post('text/plain', valid, { 'content-type': 'text/plain' });
  post('a body over the 1 MiB limit', JSON.stringify({ ...example, padding: 'x'.repeat(1_100_000) }));
  for (const [label, text] of [
    ['deep arrays', deeplyNested(100_000)],
    ['deep objects', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ] as const) {
    post(`a body of ${label}`, text);
  }
  for (const body of [[], [example], 'text', 42, true, false, null])
    postJson(`a ${JSON.stringify(body)?.slice(0, 20)} body`, JSON.stringify(body));

  const fields = Object.keys(example);
  for (const field of fields) {
    const { [field]: _omitted, ...without } = example;
    postJson(`no ${field}`, JSON.stringify(without));
    for (const value of badValues(example[field])) {
      postJson(`${field} = ${describe(value)}`, JSON.stringify({ ...example, [field]: value }));
    }
    for (const token of [...RAW_NUMBER_TOKENS, deeplyNested(10_000)]) {
      postJson(`${field} = ${token.slice(0, 20)}`, withRaw(example, field, token));
    }
  }
  for (const extra of EXTRA_FIELDS) {
    postJson(`extra field ${Object.keys(extra)[0]?.slice(0, 20)}`, JSON.stringify({ ...example, ...extra }));
  }
  // The 1 MB string is tried in every field above; as a whole body it would only repeat that.
  for (const value of badValues('x').filter((v) => typeof v !== 'string' || v.length < MEGABYTE)) {
    postJson(`the body ${describe(value)}`, JSON.stringify(value));
    postJson(`an extra field = ${describe(value)}`, JSON.stringify({ ...example, extra: value }));
  }
  for (const text of NOT_JSON)
    post(`not JSON with a charset: ${text.slice(0, 40)}`, text, {
      'content-type': 'application/json; charset=utf-8',
    });
  return cases;
}

function invalidQueries(
  endpoint: AnyEndpoint,
  path: string,
  refused: (value: unknown) => boolean,
): InvalidRequest[] {
  const cases: InvalidRequest[] = [];
  if (!endpoint.request) return cases;
  const example = (endpoint.example ?? {}) as Record<string, string>;
  /** Sent as a browser would encode it; judged as the server will decode it. */
  const get = (name: string, query: URLSearchParams) => {
    const decoded: Record<string, string | string[]> = {};
    for (const [key, value] of query) {
      const seen = decoded[key];
      decoded[key] = seen === undefined ? value : [...[seen].flat(), value];
    }
    if (refused(decoded)) cases.push({ name, method: 'GET', url: `${path}?${query}`, headers: {} });
  };
  const fields = Object.keys(example);
  for (const field of fields) {
    const { [field]: _omitted, ...without } = example;
    get(`no ${field}`, new URLSearchParams(without));
    for (const value of badValues(example[field])) {
      if (typeof value === 'object' && value !== null) continue;
      get(
        `${field} = ${String(value).slice(0, 40)}`,
        new URLSearchParams({ ...example, [field]: String(value) }),
      );
    }
    const twice = new URLSearchParams(example);
    twice.append(field, example[field] ?? '');
    get(`${field} twice`, twice);
  }
  return cases;
}

/** A GET refuses bodies by method: every junk body with every other method and content type. */
function bodiesForGet(path: string): InvalidRequest[] {
  const cases: InvalidRequest[] = [];
  // Small bodies: the route is refused before any body is read.
  const junk = [...NOT_JSON, '{}', JSON.stringify({ a: '\u0000\ud800' })];
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    for (const payload of junk) {
      for (const type of ['application/json', 'text/plain', 'application/xml']) {
        cases.push({
          name: `${method} ${type} ${payload.slice(0, 20)}`,
          method,
          url: path,
          headers: { 'content-type': type },
          payload,
        });
      }
    }
  }
  return cases;
}

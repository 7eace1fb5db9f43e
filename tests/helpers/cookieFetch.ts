/**
 * Node's fetch keeps no cookies and jsdom lends it no jar. This fetch keeps what the API
 * sets, sends it back by path, and mirrors the readable (non-httpOnly) cookies into
 * document.cookie, so the client finds XSRF-TOKEN where a browser would put it.
 */
interface StoredCookie {
  value: string;
  path: string;
  httpOnly: boolean;
}

export interface CookieFetch {
  fetch: typeof fetch;
  /** How many requests went to `METHOD /path` (no query string). */
  count(method: string, path: string): number;
  resetCounts(): void;
}

function parseSetCookie(header: string): { name: string; cookie: StoredCookie; expired: boolean } {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const name = pair.slice(0, separator);
  const value = pair.slice(separator + 1);
  const cookie: StoredCookie = { value, path: '/', httpOnly: false };
  let expired = value === '';
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.split('=');
    const attributeValue = rest.join('=');
    switch (key.toLowerCase()) {
      case 'path':
        cookie.path = attributeValue || '/';
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'max-age':
        if (Number(attributeValue) <= 0) expired = true;
        break;
      case 'expires':
        if (Date.parse(attributeValue) <= Date.now()) expired = true;
        break;
    }
  }
  return { name, cookie, expired };
}

function mirrorToDocument(name: string, cookie: StoredCookie | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = cookie ? `${name}=${cookie.value}; path=/` : `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

export function createCookieFetch(baseFetch: typeof fetch = globalThis.fetch): CookieFetch {
  const jar = new Map<string, StoredCookie>();
  const counts = new Map<string, number>();

  const cookieFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);

    const headers = new Headers(init?.headers);
    const sent = [...jar].filter(([, cookie]) => url.pathname.startsWith(cookie.path)).map(([name, cookie]) => `${name}=${cookie.value}`);
    if (sent.length) headers.set('Cookie', sent.join('; '));

    const response = await baseFetch(url, { ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      const { name, cookie, expired } = parseSetCookie(header);
      if (expired) jar.delete(name);
      else jar.set(name, cookie);
      if (!cookie.httpOnly) mirrorToDocument(name, expired ? null : cookie);
    }
    return response;
  };

  return {
    fetch: cookieFetch,
    count: (method, path) => counts.get(`${method.toUpperCase()} ${path}`) ?? 0,
    resetCounts: () => counts.clear(),
  };
}

/** Removes every cookie the page can read, so each test starts as a new browser would. */
export function clearDocumentCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) mirrorToDocument(name, null);
  }
}

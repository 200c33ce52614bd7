// The photographer's API over HTTP as a bench calls it: each call signed with the photographer's
// token, timed from the request to the whole answer; an answer of 300 or more throws.
export interface Api {
  call: (method: string, path: string, query?: Record<string, string>, body?: unknown) => Promise<{ ms: number; body: unknown }>;
}

export const apiOf = (baseUrl: string, token: string): Api => ({
  call: async (method, path, query = {}, body) => {
    const url = new URL(path, baseUrl);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const start = performance.now();
    const response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - start;
    if (response.status >= 300) throw new Error(`${method} ${url} -> ${response.status} ${text.slice(0, 300)}`);
    return { ms, body: JSON.parse(text) as unknown };
  },
});

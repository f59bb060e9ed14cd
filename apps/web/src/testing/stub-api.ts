import { vi } from 'vitest';

/** A call the page made to the API: its path under /api/v1 and its JSON body. */
export type TApiCall = { path: string; body: Record<string, unknown> };

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The API as a component test reaches it: `answer` gives the response of each path (under
 * /api/v1); every call is kept in order. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (path: string) => Response): TApiCall[] {
  const calls: TApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ path, body });
      return answer(path);
    }),
  );
  return calls;
}

import { vi } from 'vitest';

type Schema = { parse: (value: unknown) => unknown };
type Answer = unknown | ((searchParams: unknown) => unknown);

const answers = new Map<string, Answer>();

/** What the fake API answers, by path (as the app passes it to `api.get`). */
export const setApiAnswers = (byPath: Record<string, Answer>) => {
  answers.clear();
  for (const [path, answer] of Object.entries(byPath)) answers.set(path, answer);
};

/**
 * Stands in for lib/api-client's `api` in component tests (`vi.mock` it with `fakeApiModule`):
 * `api.get(path, options)` answers what was set for the path, parsed with the schema given to
 * `.json(schema)` as the real client does; an unknown path rejects like a 404.
 */
export const fakeApi = {
  get: vi.fn((path: string, options?: { searchParams?: unknown }) => {
    const value = async () => {
      if (!answers.has(path)) {
        throw Object.assign(new Error(`No answer for ${path}`), { status: 404 });
      }
      const answer = answers.get(path);
      return typeof answer === 'function' ? answer(options?.searchParams) : answer;
    };
    // Like ky's ResponsePromise: awaited it is the response, or `.json(schema)` at once.
    const response = value().then((body) => ({ json: async () => body }));
    return Object.assign(response, {
      json: async (schema?: Schema) => (schema ? schema.parse(await value()) : value()),
    });
  }),
};

export const fakeApiModule = async (importOriginal: () => Promise<Record<string, unknown>>) => ({
  ...(await importOriginal()),
  api: fakeApi,
});

import { vi } from 'vitest';
import type { RouteDefinition, RouteResponse } from '@parytet/contract/routes/define-route';
import { ApiError } from '#lib/api-error.ts';

/** A call as the fake sees it; a multipart body arrives as an object of its fields. */
export type FakeCallInput = {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
};
type Respond<T> = (input: FakeCallInput) => T | Promise<T>;

const answers = new Map<RouteDefinition, Respond<unknown>>();

/**
 * What the fake API answers for a route of the contract's table, typed by the route: the
 * answer itself, or a function of the call's input (throw or reject, e.g. with an ApiError, to
 * fail the call).
 */
export const answerRoute = <R extends RouteDefinition>(
  route: R,
  answer: RouteResponse<R> | Respond<RouteResponse<R>>,
) => {
  answers.set(route, typeof answer === 'function' ? (answer as Respond<unknown>) : () => answer);
};

const asSeen = (input: FakeCallInput): FakeCallInput =>
  input.body instanceof FormData ? { ...input, body: Object.fromEntries(input.body) } : input;

/**
 * Stands in for lib/api/call.ts's `call` in component tests (`vi.mock` that module with
 * `fakeCallModule`): answers what was set for the route; a route without an answer rejects
 * like a 404.
 */
export const fakeCall = vi.fn(async (route: RouteDefinition, input: FakeCallInput = {}) => {
  const respond = answers.get(route);
  if (!respond) {
    const message = `No fake answer for ${route.method} ${route.path}`;
    throw new ApiError({ error: 'NOT_FOUND', message }, 404);
  }
  // Not parsed: answerRoute's type checks the fixtures, which may use short ids for clarity.
  return respond(asSeen(input));
});

/** The calls the fake received for one route, as their inputs. */
export const callsOf = (route: RouteDefinition): FakeCallInput[] =>
  fakeCall.mock.calls
    .filter(([called]) => called === route)
    .map(([, input]) => asSeen(input ?? {}));

/** Forgets every answer and call; the test setup runs it after each test. */
export const resetFakeApi = () => {
  answers.clear();
  fakeCall.mockClear();
};

export const fakeCallModule = async (importOriginal: () => Promise<Record<string, unknown>>) => ({
  ...(await importOriginal()),
  call: fakeCall,
});

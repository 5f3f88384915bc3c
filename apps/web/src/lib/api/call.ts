import type { z } from 'zod';
import {
  successStatus,
  type RouteDefinition,
  type RouteResponse,
  type SuccessSchema,
} from '@parytet/contract/routes/define-route';
import { api } from '../api-client.ts';
import { xhrFetch } from './xhr-fetch.ts';

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call sends: the route's path parameters, query and body, each typed by the table. */
export type CallInput<R extends RouteDefinition> = (R['params'] extends z.ZodObject
  ? { params: Input<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodObject ? { query?: Input<R['query']> } : { query?: undefined }) &
  (R['body'] extends 'multipart'
    ? { body: FormData }
    : R['body'] extends z.ZodType
      ? { body: Input<R['body']> }
      : { body?: undefined });

type CallOptions = {
  signal?: AbortSignal;
  /** ky's retry limit; the default retries idempotent calls (spec §7). */
  retry?: number;
  timeout?: number;
  /** Extra headers, e.g. the social sign-up token of "tell us more" (no session yet). */
  headers?: Record<string, string>;
  /** Multipart uploads only: sent through XMLHttpRequest, which reports upload progress. */
  onUploadProgress?: (fraction: number) => void;
  /**
   * Multipart uploads only: the form already encoded (compressed), sent as these bytes with
   * these headers (its content type and encoding) instead of the FormData.
   */
  encoded?: { body: Blob; headers: Record<string, string> };
};

/** Needs an input argument unless the route has no params, no body and only optional query. */
type CallArgs<R extends RouteDefinition> = R['params'] extends z.ZodObject
  ? [input: CallInput<R>, options?: CallOptions]
  : R['body'] extends z.ZodType | 'multipart'
    ? [input: CallInput<R>, options?: CallOptions]
    : [input?: CallInput<R>, options?: CallOptions];

/** A route path `/things/:id/parts` with `{ id }` → `things/<id>/parts`, under the API root. */
export const routePath = (route: RouteDefinition, params: Record<string, unknown> = {}) =>
  route.path.replace(/^\//, '').replaceAll(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });

/** The query string a route reads; absent and empty values are left out. */
export const searchParamsOf = (query: Record<string, unknown> = {}): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return params;
};

/** The schema of the route's success answer, if it answers JSON. */
const successSchema = (route: RouteDefinition): z.ZodType | undefined =>
  route.responses[successStatus(route)];

/**
 * Calls one route of the contract's table through the app's ky instance (token, language,
 * timeout, retries, error normalising) and parses the success answer with the route's schema.
 * A download route answers the raw Response; a route without a body answers undefined.
 */
export const call = async <R extends RouteDefinition>(
  route: R,
  ...[input, options = {}]: CallArgs<R>
): Promise<RouteResponse<R>> => {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const multipart = body instanceof FormData;
  const response = await api(routePath(route, params), {
    method: route.method,
    searchParams: query ? searchParamsOf(query) : undefined,
    ...(multipart ? { body } : body !== undefined && { json: body }),
    signal: options.signal,
    ...(options.headers && { headers: options.headers }),
    ...(options.retry !== undefined && { retry: options.retry }),
    ...(options.timeout !== undefined && { timeout: options.timeout }),
    ...(multipart &&
      options.onUploadProgress && {
        fetch: xhrFetch(
          options.encoded?.body ?? body,
          options.onUploadProgress,
          options.encoded?.headers,
        ),
      }),
  });
  if (route.download) return response as RouteResponse<R>;
  const schema = successSchema(route) as SuccessSchema<R> | undefined;
  if (!schema || schema.safeParse(undefined).success) return undefined as RouteResponse<R>;
  return schema.parse(await response.json()) as RouteResponse<R>;
};

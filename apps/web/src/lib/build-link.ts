type ParamValue = string | number;
type QueryValue = string | number | boolean | null | undefined;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : P;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;

/** The params a path pattern takes: `:id` is required, `:code?` optional. */
export type PathParams<P extends string> = {
  [K in RequiredParam<Segments<P>>]: ParamValue;
} & { [K in OptionalParam<Segments<P>>]?: ParamValue | null };

export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * Builds a link from a route pattern: fills `:param` placeholders (URL-encoded), leaves out
 * optional ones not given and a trailing wildcard `*`, and appends the query parameters that
 * have a value.
 */
export const buildLink = <P extends string>(
  pattern: P,
  params?: PathParams<P>,
  query?: QueryParams,
): string => {
  const values = (params ?? {}) as Record<string, ParamValue | null | undefined>;
  const segments = pattern.split('/').flatMap((segment) => {
    if (segment === '*') return [];
    const match = /^:([\w-]+)(\?)?$/.exec(segment);
    if (!match?.[1]) return [segment];
    const value = values[match[1]];
    if (value === undefined || value === null || value === '') {
      if (match[2]) return [];
      throw new Error(`buildLink: missing parameter "${match[1]}" for ${pattern}`);
    }
    return [encodeURIComponent(String(value))];
  });
  const path = segments.join('/') || '/';

  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const list: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const item of list) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
};

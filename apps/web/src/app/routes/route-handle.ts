/** Extra data a route carries (`handle`), read with useMatches(). */
export type RouteHandle = {
  /** i18n key of the screen's name, for placeholders and breadcrumbs. */
  titleKey?: string;
};

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null;

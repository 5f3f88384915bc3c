import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { en } from '#i18n/en.ts';
import { pl } from '#i18n/pl.ts';

/** A private i18next with the app's real texts, for component tests. */
export const createTestI18n = async (lng: 'en' | 'pl' = 'en') => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'pl',
    resources: { en: { translation: en }, pl: { translation: pl } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
};

/**
 * Renders routes in memory with i18n and a fresh query client; returns the router too. `state`
 * is the history state the entry opens with, as a browser restores it on a reload.
 */
export const renderRoutes = async (
  routes: RouteObject[],
  { path, lng = 'en', state }: { path: string; lng?: 'en' | 'pl'; state?: unknown },
) => {
  const i18n = await createTestI18n(lng);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const entry = state === undefined ? path : { pathname: path, state };
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client, i18n };
};

/** Renders one element with i18n, a query client and a memory router around it. */
export const renderWithProviders = (element: ReactNode, options: { lng?: 'en' | 'pl' } = {}) =>
  renderRoutes([{ path: '*', element }], { path: '/', ...options });

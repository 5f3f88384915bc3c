import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '#lib/query-client.ts';

/** Renders routes in a memory router with a fresh query client. */
export const renderRoutes = (routes: RouteObject[], initialPath = '/') => {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
};

/** Renders one element at `/` (for components that use links or router hooks). */
export const renderWithRouter = (element: ReactElement, initialPath = '/') =>
  renderRoutes([{ path: '*', element }], initialPath);

import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { FullScreenLoader } from '#components/ui/loader.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

/** A loader while the texts arrive; server state and toasts live in the root route's layout. */
export const App = () => (
  <Suspense fallback={<FullScreenLoader />}>
    <RouterProvider router={router} />
  </Suspense>
);

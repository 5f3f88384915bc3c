import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export const App = () => (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);

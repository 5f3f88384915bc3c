import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetFakeApi } from './fake-api.ts';
import { initTestI18n } from './i18n.ts';

// Components read texts through the app's i18next; tests get both languages bundled.
await initTestI18n('en');

// findBy and waitFor wait up to 5 s rather than 1 s: on a loaded machine a re-render after a
// fake answer can take longer than a second, and what they wait for must still happen.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  resetFakeApi();
});

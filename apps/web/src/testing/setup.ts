import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetFakeApi } from './fake-api.ts';
import { initTestI18n } from './i18n.ts';

// Components read texts through the app's i18next; tests get both languages bundled.
await initTestI18n('en');

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  resetFakeApi();
});

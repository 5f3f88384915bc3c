import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meritCyclesRoutes as routes } from '@parytet/contract/routes/merit-cycles';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute } from '#testing/fake-api.ts';
import { renderRoutes } from '#testing/render.tsx';
import { MeritCyclesScreen } from './merit-cycles-screen.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const open = (lng: 'en' | 'pl') => {
  answerMe('viewer');
  answerRoute(routes.list, { cycles: [] });
  return renderRoutes([{ path: '/main/merit-cycles', element: <MeritCyclesScreen /> }], {
    path: '/main/merit-cycles',
    lng,
  });
};

describe('the merit cycle list', () => {
  it.each([
    ['en', /How we calculate/],
    ['pl', /Jak liczymy/],
  ] as const)(
    'links to the methodology of merit cycles, as a cycle does (%s)',
    async (lng, name) => {
      await open(lng);
      // The list waits for the plan's features (the gate) first: generous under a loaded machine.
      const link = await screen.findByRole('link', { name }, { timeout: 5000 });
      expect(link).toHaveAttribute('href', '/methodology#merit-cycles');
      expect(link).toHaveAttribute('target', '_blank');
    },
  );
});

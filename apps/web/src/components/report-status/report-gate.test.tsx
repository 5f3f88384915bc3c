import { cleanup, screen } from '@testing-library/react';
import type { ReportNotReady, ReportReadyStatus } from '@parytet/contract/reports';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render.tsx';
import { ReportGate, type ReportGateProps } from './report-gate.tsx';

afterEach(cleanup);

type Answer = ReportNotReady | (ReportReadyStatus & { value: number });
const flat = {
  report_ready: false,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'PLN',
  period_start: null,
  period_end: null,
} as const;
const processing: Answer = { ...flat, status: 'processing' };
const failed = (patch: Pick<ReportNotReady, 'error_code' | 'error_details'>): Answer => ({
  ...flat,
  status: 'failed',
  report_failed: true,
  ...patch,
});
const ready = (value: number): Answer => ({
  status: 'ready',
  report_ready: true,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'PLN',
  period_start: null,
  period_end: null,
  value,
});

const query = (patch: Partial<ReportGateProps<Answer>['query']>) => ({
  data: undefined,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...patch,
});

const gate = (q: ReportGateProps<Answer>['query'], lng: 'en' | 'pl' = 'en') =>
  renderWithProviders(<ReportGate query={q}>{(data) => <p>value {data.value}</p>}</ReportGate>, {
    lng,
  });

describe('ReportGate', () => {
  it('shows the processing state while the report is neither ready nor failed', async () => {
    await gate(query({ data: processing }));
    expect(
      await screen.findByRole('heading', { name: 'We are processing your data' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please give us a moment...')).toBeInTheDocument();
  });

  it('explains a failed report with its code and the rows at fault', async () => {
    await gate(
      query({
        data: failed({
          error_code: 'INVALID_NUMERIC',
          error_details: [{ row: 14, column: 'Base Salary', value: 'abc' }],
        }),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unfortunately we had problems with processing the data you have provided us.',
    );
    expect(screen.getByText(/Salary fields must be numbers/)).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /14/ });
    expect(row).toHaveTextContent('14');
    expect(row).toHaveTextContent('Base Salary');
    expect(row).toHaveTextContent('‘abc’');
    expect(
      screen.getByText('Thank you and do not hesitate to reach out to us directly!'),
    ).toBeVisible();
  });

  it('names missing and refused columns for a header problem, in Polish', async () => {
    await gate(
      query({
        data: failed({
          error_code: 'INCORRECT_COLUMN_NAMES',
          error_details: [
            { row: 1, column: 'PESEL', value: 'PESEL' },
            { row: 1, column: 'Płeć', value: null },
          ],
        }),
      }),
      'pl',
    );
    expect(await screen.findByRole('row', { name: /PESEL/ })).toHaveTextContent(
      'niedozwolona kolumna',
    );
    expect(screen.getByRole('row', { name: /Płeć/ })).toHaveTextContent('brak kolumny');
    // The message names the columns a file may add, from the contract's one list.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Opcjonalne: Lokalizacja, Etat, Godziny tygodniowo, Kategoria, Staż pracy, Wiek, Wykształcenie, Ocena.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Wymagane: ID, Płeć, Poziom, Stanowisko');
  });

  // A ready answer always carries its data now (the server answers a ready report whose data
  // is lost as failed with UNKNOWN_ERROR); a failure without any code reads the same.
  it('treats a failure without a code as the unknown error', async () => {
    await gate(query({ data: failed({ error_code: null, error_details: null }) }));
    expect(await screen.findByText(/Please try again later/)).toBeInTheDocument();
  });

  it('offers a retry when the answer could not be loaded', async () => {
    const refetch = vi.fn();
    await gate(query({ isError: true, refetch }));
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(refetch).toHaveBeenCalled();
  });

  it('renders the screen once the report is ready', async () => {
    await gate(query({ data: ready(42) }));
    expect(await screen.findByText('value 42')).toBeInTheDocument();
  });
});

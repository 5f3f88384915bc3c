import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#testing/render.tsx';
import type { EmployeesQuery, ReportSummary } from '@parytet/contract/reports';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import type { EmployeesAnswer } from '#lib/reports/report-views.ts';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute } from '#testing/fake-api.ts';
import { fakeLayout } from '#testing/fake-layout.ts';
import { employee, employeesAnswer, STAFF } from '#testing/employees.ts';
import { EmployeesReport } from './employees-report.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

/** The API's employees call answers with `answer(query)`; the mock records (id, query). */
const stubApi = (answer: (query: EmployeesQuery) => EmployeesAnswer) => {
  const mock = vi.fn((_id: string | undefined, query: EmployeesQuery) => answer(query));
  answerRoute(reportsRoutes.employees, ({ params, query }) =>
    mock(params?.id, query as EmployeesQuery),
  );
  return mock;
};

const ID = '11111111-1111-4111-8111-111111111111';
const REPORT: ReportSummary = {
  id: ID,
  label: 'Payroll 2025',
  report_ready: true,
  report_failed: false,
  error_code: null,
  error_details: null,
  currency: 'PLN',
  period_start: null,
  period_end: null,
  records: 8,
  created_at: '2025-04-18T10:00:00Z',
};
let restoreLayout: () => void;

beforeEach(() => {
  restoreLayout = fakeLayout();
});
afterEach(() => {
  cleanup();
  restoreLayout();
});

const open = (lng: 'en' | 'pl' = 'en', search = '') =>
  renderRoutes(
    [
      {
        path: '/main/employees/:id',
        element: <EmployeesReport report={REPORT} />,
      },
    ],
    { path: `/main/employees/${ID}${search}`, lng },
  );

/** The ids in the table body, in order. */
const shownIds = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('EmployeesReport with a whole list (client-side filters)', () => {
  beforeEach(() => {
    stubApi(() => employeesAnswer(STAFF));
  });

  it('shows every employee with the spec columns and the count', async () => {
    await open();
    expect(await screen.findByText('8 employees')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payroll 2025' })).toBeInTheDocument();
    expect(screen.getByText('Uploaded 18 April 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /How we calculate it/ })).toHaveAttribute(
      'href',
      '/methodology#employee-comparator',
    );
    expect(shownIds()).toEqual(['E01', 'E02', 'E03', 'E04', 'E05', 'E06', 'E07', 'E08']);
    const headers = screen
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers).toEqual([
      'ID',
      'Gender',
      'Level',
      'Position',
      'Difference',
      'Gap',
      'Salary',
      'Average salary in the position',
      'Average salary at the level',
      'All',
      'Women',
      'Men',
      'All',
      'Women',
      'Men',
    ]);
    const first = screen.getAllByRole('row')[2] as HTMLElement;
    // Figures use no-break spaces between thousands and before "zł".
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual([
      'W',
      'L1',
      'Analyst',
      '-400 zł',
      '-12,50%',
      '8 000 zł',
      '8 200 zł',
      '8 000 zł',
      '8 400 zł',
      '8 100 zł',
      '8 000 zł',
      '8 200 zł',
    ]);
  });

  it('filters by level, gender, position and minimum gap, alone and combined', async () => {
    const user = userEvent.setup();
    const { router } = await open();
    await screen.findByText('8 employees');

    await user.selectOptions(screen.getByLabelText('Position level'), 'L10');
    expect(shownIds()).toEqual(['E06', 'E07', 'E08']);
    expect(screen.getByText('3 of 8 employees')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?level=L10');

    await user.selectOptions(screen.getByLabelText('Gender'), 'Men');
    expect(shownIds()).toEqual(['E06', 'E08']);

    await user.selectOptions(screen.getByLabelText('Minimum gap'), 'Bigger than 20%');
    // 20,01 % is bigger than 20 %; 30 % too.
    expect(shownIds()).toEqual(['E06', 'E08']);
    await user.selectOptions(screen.getByLabelText('Minimum gap'), 'Bigger than 25%');
    expect(shownIds()).toEqual(['E06']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownIds()).toHaveLength(8);

    await user.selectOptions(screen.getByLabelText('Position name'), 'Developer');
    expect(shownIds()).toEqual(['E03', 'E04']);
  });

  it.each([
    [5, ['E01', 'E02', 'E03', 'E06', 'E07', 'E08']],
    [10, ['E01', 'E02', 'E06', 'E07', 'E08']],
    [15, ['E06', 'E07', 'E08']],
    [20, ['E06', 'E07', 'E08']],
    [25, ['E06']],
  ])('keeps gaps strictly bigger than %i %%', async (gap, expected) => {
    await open('en', `?min_gap=${gap}`);
    await screen.findByText(`${expected.length} of 8 employees`);
    expect(shownIds()).toEqual(expected);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    await open();
    await screen.findByText('8 employees');
    await user.selectOptions(screen.getByLabelText('Position level'), 'L1');
    await user.selectOptions(screen.getByLabelText('Position name'), 'Manager');
    expect(screen.getByText('No data available for the selected filters')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('0 of 8 employees')).toBeInTheDocument();
  });

  it('writes gender as W/M in English and K/M in Polish', async () => {
    const view = await open('en');
    await screen.findByText('8 employees');
    const genders = () =>
      screen
        .getAllByRole('row')
        .slice(2)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(genders()).toEqual(['W', 'M', 'W', 'M', 'W', 'M', 'W', 'M']);
    expect(screen.getAllByTitle('Woman')).toHaveLength(4);
    // Switching language re-renders the rows already on screen.
    const { i18n } = view;
    await act(() => i18n.changeLanguage('pl'));
    await screen.findByText('8 pracowników');
    expect(genders()).toEqual(['K', 'M', 'K', 'M', 'K', 'M', 'K', 'M']);
    cleanup();

    await open('pl');
    await screen.findByText('8 pracowników');
    expect(genders()).toEqual(['K', 'M', 'K', 'M', 'K', 'M', 'K', 'M']);
    expect(screen.getAllByTitle('Kobieta')).toHaveLength(4);
    expect(screen.getAllByTitle('Mężczyzna')).toHaveLength(4);
  });

  it('sorts by a column header', async () => {
    const user = userEvent.setup();
    await open();
    await screen.findByText('8 employees');
    await user.click(screen.getByRole('button', { name: /^Level/ }));
    expect(shownIds()).toEqual(['E01', 'E02', 'E03', 'E04', 'E05', 'E06', 'E07', 'E08']);
    expect(screen.getByRole('columnheader', { name: /^Level/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Numbers sort biggest first; a missing gap stays last either way.
    await user.click(screen.getByRole('button', { name: /^Gap/ }));
    expect(shownIds()).toEqual(['E06', 'E08', 'E02', 'E04', 'E03', 'E01', 'E07', 'E05']);
    await user.click(screen.getByRole('button', { name: /^Gap/ }));
    expect(shownIds()).toEqual(['E07', 'E01', 'E03', 'E04', 'E02', 'E08', 'E06', 'E05']);
  });

  it('keeps the sort of a whole list in the address and opens sorted from it', async () => {
    const user = userEvent.setup();
    const { router } = await open('en', '?sort=pay_gap&order=asc');
    await screen.findByText('8 employees');
    expect(shownIds()).toEqual(['E07', 'E01', 'E03', 'E04', 'E02', 'E08', 'E06', 'E05']);
    await user.click(screen.getByRole('button', { name: /^Gap/ }));
    // The third click removes the sort: file order again, nothing in the address.
    expect(router.state.location.search).toBe('');
    expect(shownIds()).toEqual(['E01', 'E02', 'E03', 'E04', 'E05', 'E06', 'E07', 'E08']);
  });

  it('marks a mean over fewer than three women or men with its head count', async () => {
    // The footnote speaks to the signed-in HR user (a viewer never reaches this table).
    answerMe('member');
    stubApi(() =>
      employeesAnswer([
        employee({ id: 'S1', level_women_count: 1, level_women_mean_salary: 7000 }),
        ...STAFF.slice(1),
      ]),
    );
    await open();
    await screen.findByText('8 employees');
    const row = within(screen.getByRole('table')).getByRole('rowheader', { name: 'S1' });
    const cells = within(row.closest('tr') as HTMLElement);
    expect(cells.getByText('1 person')).toBeInTheDocument();
    expect(cells.getByTitle("One person's pay, not the average of a group")).toBeInTheDocument();
    expect(await screen.findByTestId('small-group-note')).toBeInTheDocument();
  });
});

describe('EmployeesReport with a large report (server-side filters)', () => {
  it('asks the server for filtered pages', async () => {
    // A full first page: more rows than the window shows, so no second page is asked for.
    const page1 = Array.from({ length: 500 }, (_, i) => employee({ id: `P${i}` }));
    const api = stubApi(({ level, page }) =>
      level
        ? employeesAnswer(
            STAFF.filter((r) => r.level === level),
            { total: 3, page, page_size: 500 },
          )
        : employeesAnswer(page1, { total: 80_000, page, page_size: 500 }),
    );
    const user = userEvent.setup();
    await open();
    await screen.findByText('80 000 employees');
    await user.selectOptions(screen.getByLabelText('Position level'), 'L10');
    await screen.findByText('3 of 80 000 employees');
    expect(shownIds()).toEqual(['E06', 'E07', 'E08']);
    const asked = api.mock.calls.map(([id, query]) => [id, query]);
    // The unfiltered first page tells the size; the filter goes to the server.
    expect(asked).toEqual([
      [ID, { page: 1, page_size: 500 }],
      [ID, { level: 'L10', page: 1, page_size: 500 }],
    ]);
  });

  it('sorts through the server, with the same headers, and keeps the sort in the address', async () => {
    const page1 = Array.from({ length: 500 }, (_, i) => employee({ id: `P${i}` }));
    const api = stubApi(({ sort, order, page }) =>
      sort
        ? employeesAnswer(order === 'desc' ? STAFF.slice(5) : STAFF.slice(0, 3), {
            // One short page: nothing more to load.
            total: 3,
            page,
            page_size: 500,
          })
        : employeesAnswer(page1, { total: 80_000, page, page_size: 500 }),
    );
    const user = userEvent.setup();
    const { router } = await open();
    await screen.findByText('80 000 employees');
    // Numbers sort biggest first, as in a whole list.
    await user.click(screen.getByRole('button', { name: /^Gap/ }));
    await waitFor(() => expect(shownIds()).toEqual(['E06', 'E07', 'E08']));
    expect(screen.getByRole('columnheader', { name: /^Gap/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(router.state.location.search).toBe('?sort=pay_gap&order=desc');
    // The keyboard works the same: the header is a button.
    screen.getByRole('button', { name: /^Gap/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownIds()).toEqual(['E01', 'E02', 'E03']));
    expect(router.state.location.search).toBe('?sort=pay_gap&order=asc');
    expect(api.mock.calls.map(([, query]) => query)).toEqual([
      { page: 1, page_size: 500 },
      { sort: 'pay_gap', order: 'desc', page: 1, page_size: 500 },
      { sort: 'pay_gap', order: 'asc', page: 1, page_size: 500 },
    ]);
    // No note says sorting is impossible any more.
    expect(screen.queryByText(/sorting by a column is available/)).not.toBeInTheDocument();
  });

  it('opens sorted from the address, filters and sort together', async () => {
    const api = stubApi(({ page }) =>
      employeesAnswer(STAFF.slice(0, 2), { total: 80_000, page, page_size: 500 }),
    );
    await open('pl', '?level=L1&sort=salary&order=desc');
    await screen.findByText(/80 000/);
    expect(api.mock.calls.map(([, query]) => query)).toContainEqual({
      level: 'L1',
      sort: 'salary',
      order: 'desc',
      page: 1,
      page_size: 500,
    });
    expect(screen.getByRole('columnheader', { name: /^Wynagrodzenie/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });
});

describe('EmployeesReport while the report is processed', () => {
  it('polls and shows the table once the report is ready', async () => {
    let calls = 0;
    stubApi(() =>
      ++calls < 2
        ? {
            status: 'processing',
            report_ready: false,
            report_failed: false,
            error_code: null,
            error_details: null,
            currency: 'PLN',
            period_start: null,
            period_end: null,
          }
        : employeesAnswer(STAFF),
    );
    await open();
    expect(
      await screen.findByRole('heading', { name: 'We are processing your data' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('8 employees')).toBeInTheDocument(), {
      timeout: 4000,
    });
  });

  it('stops at a failed report and says why', async () => {
    const api = stubApi(() => ({
      status: 'failed',
      report_ready: false,
      report_failed: true,
      error_code: 'SINGLE_GENDER',
      error_details: null,
      currency: 'PLN',
      period_start: null,
      period_end: null,
    }));
    await open();
    expect(
      await screen.findByText(
        'Unfortunately we had problems with processing the data you have provided us.',
      ),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2300));
    expect(api).toHaveBeenCalledTimes(1);
  });
});

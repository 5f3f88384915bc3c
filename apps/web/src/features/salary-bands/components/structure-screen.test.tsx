import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultPlanFeatures } from '@parytet/contract/features';
import type { Role } from '@parytet/contract/permissions';
import type { PlanId } from '@parytet/contract/plans';
import { plansRoutes } from '@parytet/contract/routes/plans';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { salaryBandsRoutes } from '@parytet/contract/routes/salary-bands';
import { usersRoutes } from '@parytet/contract/routes/users';
import type { SalaryBands } from '@parytet/contract/salary-bands';
import { ApiError } from '#lib/api-error.ts';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { meFixture, PLANS } from '#testing/plans-fixtures.ts';
import { renderRoutes } from '#testing/render.tsx';
import { StructureScreen } from './structure-screen.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const SAVED: SalaryBands = {
  version: 1,
  effective_from: '2026-01-01',
  basis: 'base',
  currency: 'PLN',
  bands: [
    { level: 'L1', job_family: null, min: 5000, mid: 6000, max: 7000 },
    { level: 'L2', job_family: null, min: 6500, mid: 8000, max: 9500 },
  ],
  job_families: [],
  created_at: '2026-01-02T10:00:00Z',
  created_by: 'anna@firma.example',
};

const open = async ({ role = 'owner', plan = 'MASTER' }: { role?: Role; plan?: PlanId } = {}) => {
  answerRoute(
    usersRoutes.me,
    meFixture({ role, subscription_plan: plan, features: defaultPlanFeatures[plan] }),
  );
  answerRoute(plansRoutes.list, PLANS);
  answerRoute(reportsRoutes.list, []);
  answerRoute(salaryBandsRoutes.current, SAVED);
  answerRoute(salaryBandsRoutes.versions, {
    versions: [
      {
        version: 1,
        effective_from: '2026-01-01',
        basis: 'base',
        currency: 'PLN',
        bands: 2,
        created_at: '2026-01-02T10:00:00Z',
        created_by: 'anna@firma.example',
      },
    ],
  });
  return renderRoutes([{ path: '/main/salary-bands', element: <StructureScreen /> }], {
    path: '/main/salary-bands',
  });
};

/** The control of a band's column, named by its row and column headers. */
const cell = (band: number, column: string) =>
  screen.getByRole(column === 'Job family' ? 'combobox' : 'textbox', {
    name: `Band ${band} ${column}`,
  });

// Every keystroke redraws the chart of the bands beside the table: slow in jsdom.
const SLOW = { timeout: 30_000 };

describe('the bands table, driven by the keyboard', () => {
  it(
    'moves between cells with the arrow keys, Home and End; Enter edits, Escape undoes',
    SLOW,
    async () => {
      await open();
      const user = userEvent.setup();
      await screen.findByRole('table', { name: /Salary bands: level/ });
      cell(1, 'Level').focus();
      await user.keyboard('{ArrowRight}');
      expect(cell(1, 'Job family')).toHaveFocus();
      await user.keyboard('{ArrowRight}{ArrowDown}');
      expect(cell(2, 'Minimum')).toHaveFocus();
      await user.keyboard('{End}');
      expect(cell(2, 'Maximum')).toHaveFocus();
      await user.keyboard('{Home}');
      expect(cell(2, 'Level')).toHaveFocus();
      await user.keyboard('{Control>}{Home}{/Control}');
      expect(cell(1, 'Level')).toHaveFocus();
      // The edges hold: no cell above the first row.
      await user.keyboard('{ArrowUp}{ArrowLeft}');
      expect(cell(1, 'Level')).toHaveFocus();

      // Enter edits: the arrow keys now move the caret, not the focus.
      cell(1, 'Maximum').focus();
      await user.keyboard('{Enter}');
      expect(cell(1, 'Maximum')).toHaveAttribute('data-editing', 'true');
      await user.keyboard('{ArrowLeft}{Backspace}5');
      expect(cell(1, 'Maximum')).toHaveFocus();
      expect(cell(1, 'Maximum')).toHaveValue('7050');
      // Escape puts the value back; Enter again keeps a change and goes down a row.
      await user.keyboard('{Escape}');
      expect(cell(1, 'Maximum')).toHaveValue('7000');
      expect(cell(1, 'Maximum')).not.toHaveAttribute('data-editing');
      await user.keyboard('{Enter}{Control>}a{/Control}7200{Enter}');
      expect(cell(1, 'Maximum')).toHaveValue('7200');
      expect(cell(2, 'Maximum')).toHaveFocus();
    },
  );

  it('replaces a reached cell as you type, and Tab goes on to the next cell', async () => {
    await open();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /Salary bands: level/ });
    cell(2, 'Minimum').focus();
    await user.keyboard('6800');
    expect(cell(2, 'Minimum')).toHaveValue('6800');
    // Typing started an edit: the arrows move the caret until Enter.
    await user.keyboard('{ArrowLeft}');
    expect(cell(2, 'Minimum')).toHaveFocus();
    await user.keyboard('{Enter}');
    cell(2, 'Minimum').focus();
    await user.tab();
    expect(cell(2, 'Midpoint')).toHaveFocus();
  });

  it('labels every control and tells how to drive the table', async () => {
    await open();
    await screen.findByRole('table', { name: /Salary bands: level/ });
    expect(cell(1, 'Minimum')).toHaveAccessibleDescription(/Arrow keys move between cells/);
    expect(screen.getByRole('button', { name: 'Remove band 2' })).toBeInTheDocument();
  });
});

describe('the bands form', () => {
  it('shows min ≤ mid ≤ max at the cell and saves nothing until it holds', SLOW, async () => {
    await open();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /Salary bands: level/ });
    await user.clear(cell(2, 'Midpoint'));
    await user.type(cell(2, 'Midpoint'), '6000');
    await user.tab();
    expect(cell(2, 'Midpoint')).toHaveAttribute('aria-invalid', 'true');
    expect(cell(2, 'Midpoint')).toHaveAccessibleDescription(/The midpoint is below the minimum\./);
    await user.clear(cell(1, 'Maximum'));
    await user.tab();
    expect(cell(1, 'Maximum')).toHaveAccessibleDescription(/Enter an amount/);

    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Some cells need a fix/);
    expect(callsOf(salaryBandsRoutes.save)).toEqual([]);

    // Fixed, in the way a person types amounts, it saves the contract's body.
    answerRoute(salaryBandsRoutes.save, ({ body }) => ({
      ...SAVED,
      ...(body as object),
      version: 2,
    }));
    await user.clear(cell(2, 'Midpoint'));
    await user.type(cell(2, 'Midpoint'), '8 000,50');
    await user.type(cell(1, 'Maximum'), '7000');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() => expect(callsOf(salaryBandsRoutes.save)).toHaveLength(1));
    expect(callsOf(salaryBandsRoutes.save)[0]?.body).toEqual({
      effective_from: '2026-01-01',
      basis: 'base',
      currency: 'PLN',
      bands: [
        { level: 'L1', job_family: null, min: 5000, mid: 6000, max: 7000 },
        { level: 'L2', job_family: null, min: 6500, mid: 8000.5, max: 9500 },
      ],
      job_families: [],
    });
  });

  it("shows the server's refusal at the band it names", async () => {
    await open();
    const user = userEvent.setup();
    answerRoute(salaryBandsRoutes.save, () => {
      throw new ApiError(
        {
          error: 'INVALID_SALARY_BAND',
          message: 'In order, please.',
          details: [{ path: 'bands.1', message: 'min_mid_max_order' }],
        },
        400,
      );
    });
    await user.click(await screen.findByRole('button', { name: 'Save as a new version' }));
    await waitFor(() =>
      expect(cell(2, 'Midpoint')).toHaveAccessibleDescription(/The midpoint is below/),
    );
  });

  it('assigns positions to a job family and renames the bands that use it', SLOW, async () => {
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a job family' }));
    await user.type(screen.getByRole('textbox', { name: 'Job family 1' }), 'IT');
    await user.selectOptions(cell(2, 'Job family'), 'IT');
    await user.type(screen.getByRole('textbox', { name: 'Job family 1' }), ' Ops');
    expect(cell(2, 'Job family')).toHaveValue('IT Ops');
    expect(screen.getByText(/No positions to assign yet/)).toBeInTheDocument();
  });
});

describe('who sees what', () => {
  it('a member reads the bands with no control to change them', async () => {
    await open({ role: 'member' });
    const table = await screen.findByRole('table', { name: /Salary bands: level/ });
    expect(within(table).queryAllByRole('textbox')).toEqual([]);
    expect(within(table).getByText('6 500 zł')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as a new version' })).toBeNull();
    expect(screen.getByText(/Only an owner or admin changes the bands/)).toBeInTheDocument();
  });

  it('a plan without salary bands sees them locked, with the plan that unlocks them', async () => {
    await open({ plan: 'PRO' });
    expect(
      await screen.findByRole('heading', { name: 'Salary bands is not in your plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Available from the Master plan')).toBeInTheDocument();
    expect(callsOf(salaryBandsRoutes.current)).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  BenchmarkRolesResponse,
  MappingBody,
  MappingResponse,
} from '@parytet/contract/benchmarking';
import { benchmarkingRoutes } from '@parytet/contract/routes/benchmarking';
import { ApiError } from '#lib/api-error.ts';
import { answerMe } from '#testing/current-user.ts';
import { answerRoute, callsOf } from '#testing/fake-api.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { MappingScreen } from './mapping-screen.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

const ROLES: BenchmarkRolesResponse = {
  roles: [
    {
      id: 'software_developer',
      name: { en: 'Software developer', pl: 'Programista' },
      market_rows: 12,
      major_group: false,
    },
    { id: 'driver', name: { en: 'Driver', pl: 'Kierowca' }, market_rows: 2, major_group: false },
    { id: 'farmer', name: { en: 'Farmer', pl: 'Rolnik' }, market_rows: 1, major_group: true },
    {
      id: 'ai_ml',
      name: { en: 'AI / ML specialist', pl: 'Specjalista AI / ML' },
      market_rows: 0,
      major_group: false,
    },
  ],
  seniorities: [
    {
      id: 'entry',
      name: { en: 'entry (0–1 years)', pl: 'początkujący (0–1 rok)' },
      years_from: 0,
      years_to: 1,
    },
    {
      id: 'junior',
      name: { en: 'junior (1–3 years)', pl: 'młodszy (1–3 lata)' },
      years_from: 1,
      years_to: 3,
    },
    {
      id: 'mid',
      name: { en: 'mid (3–5 years)', pl: 'średni (3–5 lat)' },
      years_from: 3,
      years_to: 5,
    },
    {
      id: 'senior',
      name: { en: 'senior (5–10 years)', pl: 'starszy (5–10 lat)' },
      years_from: 5,
      years_to: 10,
    },
    {
      id: 'staff',
      name: { en: 'staff (10+ years)', pl: 'ekspert (10+ lat)' },
      years_from: 10,
      years_to: null,
    },
  ],
  regions: [
    { id: 'lodzkie', name: { en: 'Łódzkie', pl: 'łódzkie' } },
    { id: 'mazowieckie', name: { en: 'Masovian', pl: 'mazowieckie' } },
  ],
};

const MAPPING: MappingResponse = {
  report_id: 'r1',
  positions: [
    {
      level: 'L2',
      position: 'Java Developer',
      role: 'software_developer',
      seniority: 'mid',
      status: 'suggested',
      people: 12,
    },
    {
      level: 'L1',
      position: 'Driver',
      role: 'driver',
      seniority: 'junior',
      status: 'confirmed',
      people: 4,
    },
    {
      level: 'L1',
      position: 'Chief of Vibes',
      role: null,
      seniority: null,
      status: 'unmapped',
      people: 1,
    },
  ],
  locations: [
    { location: 'Łódź', region: 'lodzkie', status: 'suggested', people: 9 },
    { location: 'Remote', region: null, status: 'unmapped', people: 8 },
  ],
};

/** The fake server: a save confirms what it was given and answers the mapping anew. */
const serve = () => {
  answerRoute(benchmarkingRoutes.roles, ROLES);
  answerRoute(benchmarkingRoutes.mapping, MAPPING);
  answerRoute(benchmarkingRoutes.saveMapping, ({ body }) => {
    const saved = body as Required<MappingBody>;
    return {
      ...MAPPING,
      positions: MAPPING.positions.map((p) => {
        const s = saved.positions.find((x) => x.level === p.level && x.position === p.position);
        return s
          ? { ...p, role: s.role, seniority: s.seniority ?? null, status: 'confirmed' as const }
          : p;
      }),
      locations: MAPPING.locations.map((l) => {
        const s = saved.locations.find((x) => x.location === l.location);
        return s ? { ...l, region: s.region, status: 'confirmed' as const } : l;
      }),
    };
  });
};

const open = async (role: 'owner' | 'viewer' = 'owner', lng: 'en' | 'pl' = 'en') => {
  answerMe(role);
  serve();
  await renderWithProviders(<MappingScreen reportId="r1" />, { lng });
  await screen.findByRole('table', {
    name:
      lng === 'en'
        ? 'Positions with their role and seniority'
        : 'Stanowiska z rolą i poziomem doświadczenia',
  });
};

const rowOf = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement);
const lastSave = () => callsOf(benchmarkingRoutes.saveMapping).at(-1);

describe('the mapping editor', () => {
  it('shows suggestions as suggested, within their levels, with labelled selects', async () => {
    await open();
    expect(rowOf('Java Developer').getByText('Suggested')).toBeInTheDocument();
    expect(rowOf('Driver').getByText('Confirmed')).toBeInTheDocument();
    expect(rowOf('Chief of Vibes').getByText('Not mapped')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Level L1' })).toBeInTheDocument();
    const role = screen.getByRole('combobox', { name: 'Role of Java Developer (level L2)' });
    expect(role).toHaveValue('software_developer');
    expect(
      screen.getByRole('combobox', { name: 'Seniority of Java Developer (level L2)' }),
    ).toHaveValue('mid');
    // The market table's coverage is said beside each role.
    expect(
      within(role).getByRole('option', { name: 'AI / ML specialist (no market data)' }),
    ).toBeInTheDocument();
    expect(within(role).getByRole('option', { name: 'Farmer (group data)' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Entry \(0–1 years\), Junior \(1–3 years\), Mid \(3–5 years\), Senior \(5–10 years\), Staff \(10\+ years\)/,
      ),
    ).toBeInTheDocument();
    expect(callsOf(benchmarkingRoutes.mapping)).toEqual([{ query: { report_id: 'r1' } }]);
  });

  it('confirms every suggestion as shown, leaving entries without one unmapped', async () => {
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm all 2 entries as shown' }));
    await waitFor(() => expect(lastSave()).toBeDefined());
    expect(lastSave()).toEqual({
      query: { report_id: 'r1' },
      body: {
        positions: [
          { level: 'L2', position: 'Java Developer', role: 'software_developer', seniority: 'mid' },
        ],
        locations: [{ location: 'Łódź', region: 'lodzkie' }],
      },
    });
    await waitFor(() => expect(rowOf('Java Developer').getByText('Confirmed')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('changes one entry: a role needs a seniority before it is saved, and only it is sent', async () => {
    await open();
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Role of Chief of Vibes (level L1)' }),
      'driver',
    );
    expect(rowOf('Chief of Vibes').getByText('Changed, not saved')).toBeInTheDocument();
    const seniority = screen.getByRole('combobox', {
      name: 'Seniority of Chief of Vibes (level L1)',
    });
    expect(seniority).toHaveAttribute('aria-invalid', 'true');
    expect(seniority).toHaveAccessibleDescription('Choose a seniority for this role.');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/1 position has a role but no seniority/)).toBeInTheDocument();
    expect(callsOf(benchmarkingRoutes.saveMapping)).toEqual([]);

    await user.selectOptions(seniority, 'staff');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(lastSave()).toBeDefined());
    expect(lastSave()?.body).toEqual({
      positions: [{ level: 'L1', position: 'Chief of Vibes', role: 'driver', seniority: 'staff' }],
      locations: [],
    });
  });

  it('saves "none of these" as a confirmed null and a region chosen by keyboard', async () => {
    await open();
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Role of Java Developer (level L2)' }),
      'None of these (leave out)',
    );
    expect(
      screen.getByRole('combobox', { name: 'Seniority of Java Developer (level L2)' }),
    ).toBeDisabled();
    const remote = screen.getByRole('combobox', { name: 'Voivodeship of Remote' });
    remote.focus();
    expect(remote).toHaveFocus();
    await user.selectOptions(remote, 'No voivodeship (national only)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(lastSave()).toBeDefined());
    expect(lastSave()?.body).toEqual({
      positions: [{ level: 'L2', position: 'Java Developer', role: null, seniority: null }],
      locations: [{ location: 'Remote', region: null }],
    });
  });

  it('says why a save failed and keeps the changes', async () => {
    await open();
    answerRoute(benchmarkingRoutes.saveMapping, () => {
      throw new ApiError(
        { error: 'REPORT_NOT_READY', message: 'The report is still processing.' },
        409,
      );
    });
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Seniority of Driver (level L1)' }),
      'senior',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The report is still processing.')).toBeInTheDocument();
    expect(rowOf('Driver').getByText('Changed, not saved')).toBeInTheDocument();
  });

  it('filters to what needs a person and finds Łódź typed without Polish letters', async () => {
    await open();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'attention');
    expect(screen.queryByRole('rowheader', { name: 'Driver' })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Java Developer' })).toBeInTheDocument();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search levels, positions, locations' }),
      'lodz',
    );
    expect(screen.getByRole('rowheader', { name: 'Łódź' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Remote' })).not.toBeInTheDocument();
  });

  it('lets a viewer read the mapping with no control to change it', async () => {
    await open('viewer');
    expect(screen.queryAllByRole('combobox', { name: /^Role of|^Voivodeship of/ })).toEqual([]);
    expect(screen.queryByRole('button', { name: /Save|Confirm/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Your role can read the mapping but not change it.'),
    ).toBeInTheDocument();
    expect(rowOf('Java Developer').getByText('Software developer')).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    await open('owner', 'pl');
    expect(rowOf('Java Developer').getByText('Sugerowane')).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'Rola stanowiska Java Developer (poziom L2)' }),
    ).toHaveValue('software_developer');
    expect(
      screen.getByRole('button', { name: 'Zatwierdź wszystkie 2 pozycje tak, jak widać' }),
    ).toBeEnabled();
  });
});

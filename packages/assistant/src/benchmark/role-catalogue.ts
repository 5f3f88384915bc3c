import type { BenchmarkRole, Seniority } from '@parytet/contract/benchmarking';
import { ROLES, type RoleDef } from '../reference/roles.ts';

type Names = { en: string; pl: string };

/** A benchmark role beyond the chat's: its names and its ISCO-08 major group's row (GUS, Oct 2024). */
type ExtraRole = Names & { groupRow: string };

/*
 * Roles the chat does not ask about but files hold. The table has no row for any of them: the
 * market figure is their major occupational group's (ISCO-08 / KZiS), said so on every cell.
 * Groups: 1 managers GRP-001, 2 professionals GRP-004, 3 technicians and associate
 * professionals GRP-007, 4 clerical support GRP-010, 5 service and sales GRP-013.
 */
const EXTRA_ROLES: Record<Exclude<BenchmarkRole, RoleDef['id']>, ExtraRole> = {
  it_support: {
    en: 'IT support or administrator',
    pl: 'wsparcie IT lub administrator',
    groupRow: 'GRP-007',
  },
  data_analyst: {
    en: 'data or business analyst',
    pl: 'analityk danych lub biznesowy',
    groupRow: 'GRP-004',
  },
  health_professional: {
    en: 'other health professional',
    pl: 'inny specjalista ochrony zdrowia',
    groupRow: 'GRP-004',
  },
  academic: {
    en: 'university lecturer or researcher',
    pl: 'nauczyciel akademicki lub naukowiec',
    groupRow: 'GRP-004',
  },
  librarian: { en: 'librarian', pl: 'bibliotekarz', groupRow: 'GRP-004' },
  project_manager: { en: 'project manager', pl: 'kierownik projektu', groupRow: 'GRP-004' },
  finance_specialist: {
    en: 'accountant or finance specialist',
    pl: 'księgowy lub specjalista ds. finansów',
    groupRow: 'GRP-004',
  },
  hr_specialist: { en: 'HR specialist', pl: 'specjalista ds. kadr (HR)', groupRow: 'GRP-004' },
  marketing_specialist: {
    en: 'marketing or communications specialist',
    pl: 'specjalista ds. marketingu lub komunikacji',
    groupRow: 'GRP-004',
  },
  sales_representative: {
    en: 'sales representative',
    pl: 'przedstawiciel handlowy',
    groupRow: 'GRP-007',
  },
  customer_service: {
    en: 'customer service agent',
    pl: 'konsultant obsługi klienta',
    groupRow: 'GRP-010',
  },
  designer: { en: 'designer', pl: 'projektant lub grafik', groupRow: 'GRP-004' },
  engineer: { en: 'engineer (not software)', pl: 'inżynier (poza IT)', groupRow: 'GRP-004' },
  lawyer: { en: 'lawyer', pl: 'prawnik', groupRow: 'GRP-004' },
  public_official: {
    en: 'public administration officer',
    pl: 'urzędnik administracji publicznej',
    groupRow: 'GRP-007',
  },
  social_worker: { en: 'social worker', pl: 'pracownik socjalny', groupRow: 'GRP-004' },
  police_officer: { en: 'police officer', pl: 'policjant', groupRow: 'GRP-013' },
  firefighter: { en: 'firefighter', pl: 'strażak', groupRow: 'GRP-013' },
  security_officer: {
    en: 'security or corrections officer',
    pl: 'pracownik ochrony lub służby więziennej',
    groupRow: 'GRP-013',
  },
  warehouse_worker: { en: 'warehouse worker', pl: 'magazynier', groupRow: 'GRP-010' },
};

/** Rows per contract and seniority (the source's own split), or for every contract and level. */
type MarketRowsDef = {
  byContract: NonNullable<RoleDef['byContract']>;
  general: readonly string[];
  majorGroup: boolean;
};

export type BenchmarkRoleDef = Names & { id: BenchmarkRole; market: MarketRowsDef };

const CHAT_ROLES = new Map(ROLES.map((role) => [role.id, role]));

const defOf = (id: BenchmarkRole): BenchmarkRoleDef => {
  const chat = CHAT_ROLES.get(id as RoleDef['id']);
  if (chat !== undefined) {
    return {
      id,
      en: chat.en,
      pl: chat.pl,
      market: {
        byContract: chat.byContract ?? {},
        general: chat.general ?? [],
        majorGroup: chat.majorGroup === true,
      },
    };
  }
  const extra = EXTRA_ROLES[id as keyof typeof EXTRA_ROLES];
  return {
    id,
    en: extra.en,
    pl: extra.pl,
    market: { byContract: {}, general: [extra.groupRow], majorGroup: true },
  };
};

const DEFS = new Map<BenchmarkRole, BenchmarkRoleDef>();

/** A role's names and market rows: the chat's own roles keep exactly the rows the chat cites. */
export function benchmarkRoleDef(id: BenchmarkRole): BenchmarkRoleDef {
  let def = DEFS.get(id);
  if (def === undefined) {
    def = defOf(id);
    DEFS.set(id, def);
  }
  return def;
}

export const SENIORITY_NAMES: Record<Seniority, Names> = {
  entry: { en: 'entry (0–1 years)', pl: 'początkujący (0–1 rok)' },
  junior: { en: 'junior (1–3 years)', pl: 'młodszy (1–3 lata)' },
  mid: { en: 'mid (3–5 years)', pl: 'średniozaawansowany (3–5 lat)' },
  senior: { en: 'senior (5–10 years)', pl: 'starszy (5–10 lat)' },
  staff: { en: 'staff / principal (10+ years)', pl: 'ekspert (10+ lat)' },
};

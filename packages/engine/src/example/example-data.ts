import type { EmployeeInput } from '#employee-input.ts';

/** Small, fast, seedable PRNG (mulberry32): the example file is the same on every download. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type PositionSpec = { en: string; pl: string; levels: readonly number[]; factor: number };

// Fifteen positions of a mid-sized Polish company, each with the levels it is staffed at.
const POSITIONS: readonly PositionSpec[] = [
  { en: 'Office Assistant', pl: 'Asystent biura', levels: [1], factor: 0.88 },
  { en: 'Warehouse Operative', pl: 'Magazynier', levels: [1, 2], factor: 0.9 },
  {
    en: 'Customer Service Specialist',
    pl: 'Specjalista ds. obsługi klienta',
    levels: [1, 2],
    factor: 0.95,
  },
  { en: 'Sales Representative', pl: 'Przedstawiciel handlowy', levels: [1, 2, 3], factor: 1.02 },
  {
    en: 'HR and Payroll Specialist',
    pl: 'Specjalista ds. kadr i płac',
    levels: [2, 3],
    factor: 0.97,
  },
  { en: 'Accounting Specialist', pl: 'Specjalista ds. księgowości', levels: [2, 3], factor: 1.0 },
  { en: 'Marketing Specialist', pl: 'Specjalista ds. marketingu', levels: [2, 3], factor: 1.01 },
  { en: 'Logistics Coordinator', pl: 'Koordynator logistyki', levels: [2, 3], factor: 0.98 },
  { en: 'QA Engineer', pl: 'Tester oprogramowania', levels: [2, 3, 4], factor: 1.08 },
  { en: 'Software Developer', pl: 'Programista', levels: [2, 3, 4], factor: 1.2 },
  { en: 'Data Analyst', pl: 'Analityk danych', levels: [3, 4], factor: 1.1 },
  { en: 'Financial Controller', pl: 'Kontroler finansowy', levels: [3, 4], factor: 1.05 },
  { en: 'Project Manager', pl: 'Kierownik projektu', levels: [4, 5], factor: 1.04 },
  { en: 'Team Leader', pl: 'Lider zespołu', levels: [4, 5], factor: 1.0 },
  { en: 'Department Director', pl: 'Dyrektor działu', levels: [5], factor: 1.15 },
];

const LEVEL_BASE = [0, 5600, 7200, 9400, 12800, 17500]; // PLN gross per month, index = level
const LEVEL_HEADCOUNT = [0, 30, 32, 28, 18, 12]; // 120 people
const WOMEN_SHARE = [0, 0.5, 0.5, 0.48, 0.45, 0.4];
const LOCATIONS = ['Warszawa', 'Kraków', 'Wrocław'] as const;
const LOCATION_FACTOR = [1.08, 1.0, 0.97];

/** A deterministic, anonymised workforce with a plausible gender pay gap. */
export function exampleEmployees(lang: 'en' | 'pl'): EmployeeInput[] {
  const random = seededRandom(12);
  const out: EmployeeInput[] = [];
  for (let level = 1; level <= 5; level++) {
    const positions = POSITIONS.filter((p) => p.levels.includes(level));
    for (let k = 0; k < (LEVEL_HEADCOUNT[level] ?? 0); k++) {
      const position = positions[k % positions.length] as PositionSpec;
      const female = random() < (WOMEN_SHARE[level] ?? 0.5);
      const where = Math.floor(random() * 3);
      const noise = 0.9 + random() * 0.2;
      const genderFactor = female ? 0.96 : 1;
      const base =
        (LEVEL_BASE[level] ?? 0) *
        position.factor *
        (LOCATION_FACTOR[where] ?? 1) *
        noise *
        genderFactor;
      const bonusShare = random() < 0.3 ? 0 : random() * (female ? 0.1 : 0.13);
      out.push({
        id: '',
        gender: female ? 'female' : 'male',
        level: `L${level}`,
        position: lang === 'pl' ? position.pl : position.en,
        location: LOCATIONS[where] ?? null,
        daysOff: random() < 0.8 ? 0 : 1 + Math.floor(random() * 25),
        baseSalary: Math.round(base / 10) * 10,
        bonuses: Math.round((base * 12 * bonusShare) / 100) * 100,
      });
    }
  }
  // Shuffle so the file does not read as sorted by level, then number the rows.
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as EmployeeInput, out[i] as EmployeeInput];
  }
  return out.map((e, i) => ({ ...e, id: `E${String(i + 1).padStart(3, '0')}` }));
}

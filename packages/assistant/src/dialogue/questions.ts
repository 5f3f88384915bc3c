import type { AnswerBuilder } from '#compose/answer-builder.ts';
import { polishPlural } from '#compose/format.ts';
import { RULES, SENIORITY_ORDER } from '#rules.ts';
import type { ChatState, FixedValue, SlotName } from '#types.ts';
import { EMPLOYMENT_LABELS, GENDER_LABELS, SENIORITY_LABELS } from '#answers/labels.ts';

export type Question = { text: string; values: FixedValue[] };

const MAX_CHOICES = 8;

/** The four things the assistant does, offered when it cannot help with a question. */
export function intentChoices(b: AnswerBuilder): FixedValue[] {
  return [
    {
      label: b.t('What to pay for a role', 'Ile płacić na stanowisku'),
      tip: b.t(
        'A salary range from your report and from Polish market data',
        'Widełki z Twojego raportu i z danych rynkowych dla Polski',
      ),
    },
    {
      label: b.t('Why is our pay gap what it is?', 'Skąd bierze się nasza luka płacowa?'),
      tip: b.t(
        'Levels and positions behind your gap, from your latest report',
        'Poziomy i stanowiska, które tworzą lukę, z ostatniego raportu',
      ),
    },
    {
      label: b.t('Is a salary fair?', 'Czy pensja jest sprawiedliwa?'),
      tip: b.t(
        'Compares one salary with the same level and position',
        'Porównuje pensję z tym samym poziomem i stanowiskiem',
      ),
    },
    {
      label: b.t('Explain a term', 'Wyjaśnij pojęcie'),
      tip: b.t(
        'Median, adjusted gap, free days, the EU Directive',
        'Mediana, luka skorygowana, dni wolne, dyrektywa UE',
      ),
    },
  ];
}

function yearsTip(b: AnswerBuilder, from: number, to: number | null): string {
  const key = (v: number): string =>
    Object.entries(RULES).find(([k, x]) => k.startsWith('seniority.') && x === v)?.[0] ?? '';
  const f = (v: number): string => b.number(v, { kind: 'rule', rule: key(v) });
  if (to === null) return b.t(`${f(from)}+ years of experience`, `${f(from)}+ lat doświadczenia`);
  const years = polishPlural(to, { one: 'rok', few: 'lata', many: 'lat' });
  return b.t(
    `${f(from)}–${f(to)} years of experience`,
    `${f(from)}–${f(to)} ${years} doświadczenia`,
  );
}

/** Distinct position names of the report (at one level if given), as report mentions. */
function positionsOf(b: AnswerBuilder, level?: string): string[] {
  const levels = b.context?.extendedSalaryRanges.ranges ?? [];
  const seen = new Set<string>();
  const names: string[] = [];
  levels.forEach((l, li) => {
    if (level !== undefined && l.level !== level) return;
    l.positions.forEach((p, pi) => {
      if (seen.has(p.position)) return;
      seen.add(p.position);
      names.push(b.reportName(`extendedSalaryRanges.ranges[${li}].positions[${pi}].position`));
    });
  });
  return names;
}

export function askFor(b: AnswerBuilder, slot: SlotName, state: ChatState): Question {
  const ctx = b.context;
  switch (slot) {
    case 'position': {
      // For a salary check, only the positions at the level already chosen.
      const atLevel = state.intent === 'salary_fair' ? state.slots.level : undefined;
      const fromReport = positionsOf(b, atLevel).slice(0, MAX_CHOICES);
      const tip =
        atLevel !== undefined
          ? b.t(
              'A position at this level in your latest report',
              'Stanowisko na tym poziomie w Twoim ostatnim raporcie',
            )
          : b.t('A position in your latest report', 'Stanowisko z Twojego ostatniego raportu');
      const values: FixedValue[] =
        fromReport.length > 0
          ? fromReport.map((p) => ({ label: p, tip }))
          : [
              {
                label: b.t('Software developer', 'Programista'),
                tip: b.t(
                  'IT job-offer data by seniority and contract',
                  'Dane z ofert IT według poziomu i umowy',
                ),
              },
              {
                label: b.t('Nurse', 'Pielęgniarka'),
                tip: b.t('GUS occupation data', 'Dane GUS dla zawodu'),
              },
              {
                label: b.t('Teacher', 'Nauczyciel'),
                tip: b.t('Ministry of Education pay data', 'Dane MEN o wynagrodzeniach'),
              },
              {
                label: b.t('Manager', 'Kierownik'),
                tip: b.t('GUS data for managers as a group', 'Dane GUS dla grupy kierowników'),
              },
            ];
      return {
        text: b.t(
          'Which position is it? Pick one or type the job title.',
          'O jakie stanowisko chodzi? Wybierz lub wpisz nazwę.',
        ),
        values,
      };
    }
    case 'seniority': {
      const position =
        state.slots.position !== undefined ? b.userPosition(state.slots.position) : undefined;
      const bounds: [number, number | null][] = [
        [RULES['seniority.entry.from'], RULES['seniority.junior.from']],
        [RULES['seniority.junior.from'], RULES['seniority.mid.from']],
        [RULES['seniority.mid.from'], RULES['seniority.senior.from']],
        [RULES['seniority.senior.from'], RULES['seniority.staff.from']],
        [RULES['seniority.staff.from'], null],
      ];
      return {
        text: b.t(
          position !== undefined
            ? `What seniority is the ${position} role? You can also type the years of experience.`
            : 'What seniority is the role? You can also type the years of experience.',
          `Jaki poziom doświadczenia${position !== undefined ? ` dla stanowiska „${position}”` : ''}? Możesz też wpisać liczbę lat doświadczenia.`,
        ),
        values: SENIORITY_ORDER.map((s, i) => ({
          label: SENIORITY_LABELS[s][b.lang],
          tip: yearsTip(b, bounds[i]?.[0] ?? 0, bounds[i]?.[1] ?? null),
        })),
      };
    }
    case 'employmentType':
      return {
        text: b.t('What type of contract?', 'Jaki rodzaj umowy?'),
        values: [
          {
            label: EMPLOYMENT_LABELS.employment[b.lang],
            tip: b.t(
              'Umowa o pracę (UoP): gross salary, paid leave; what your reports hold',
              'UoP: pensja brutto, płatny urlop; takie kwoty zawierają Twoje raporty',
            ),
          },
          {
            label: EMPLOYMENT_LABELS.b2b[b.lang],
            tip: b.t(
              'The contractor invoices as a business; rates are net of VAT, not comparable with gross pay',
              'Kontraktor wystawia faktury; stawki netto (bez VAT), nieporównywalne wprost z pensją brutto',
            ),
          },
          {
            label: EMPLOYMENT_LABELS.mandate[b.lang],
            tip: b.t(
              'Umowa zlecenie (UZ): civil-law contract, often hourly, no paid leave',
              'UZ: umowa cywilnoprawna, często godzinowa, bez płatnego urlopu',
            ),
          },
        ],
      };
    case 'salary':
      return {
        // In the report's currency, which the salary is compared with.
        text: b.foreignCurrency
          ? b.t(
              `What is the monthly gross base salary, in ${b.currency} like your report? You can write thousands with “k”.`,
              `Jakie jest miesięczne wynagrodzenie zasadnicze brutto w ${b.currency}, jak w raporcie? Tysiące możesz zapisać jako „k” lub „tys.”.`,
            )
          : b.t(
              'What is the monthly gross base salary, in złoty? You can write thousands with “k”.',
              'Jakie jest miesięczne wynagrodzenie zasadnicze brutto w złotych? Tysiące możesz zapisać jako „k” lub „tys.”.',
            ),
        values: [],
      };
    case 'level':
      return {
        text: b.t(
          'Which level of your report is the person at?',
          'Na jakim poziomie z raportu jest ta osoba?',
        ),
        values: (ctx?.salaryRanges.ranges ?? []).slice(0, MAX_CHOICES * 2).map((r, i) => ({
          label: b.reportName(`salaryRanges.ranges[${i}].level`),
          tip: b.t(
            `${b.report(`salaryRanges.ranges[${i}].total_people`, 'count') ?? ''} people in your report`,
            `Osób w raporcie: ${b.report(`salaryRanges.ranges[${i}].total_people`, 'count') ?? ''}`,
          ),
        })),
      };
    case 'gender':
      return {
        text: b.t('Is the person a woman or a man?', 'Czy to kobieta, czy mężczyzna?'),
        values: (['female', 'male'] as const).map((g) => ({
          label: GENDER_LABELS[g][b.lang],
          tip: b.t(
            `Compared with the ${g === 'female' ? "men's" : "women's"} mean for the same work`,
            `Porównam ze średnią ${g === 'female' ? 'mężczyzn' : 'kobiet'} na tym samym stanowisku`,
          ),
        })),
      };
    case 'term':
      return {
        text: b.t('Which term should I explain?', 'Które pojęcie wyjaśnić?'),
        values: [
          {
            label: b.t('Median vs mean', 'Mediana a średnia'),
            tip: b.t('Which one describes typical pay', 'Która lepiej opisuje typową pensję'),
          },
          {
            label: b.t('Adjusted gap', 'Luka skorygowana'),
            tip: b.t('The gap within the same level', 'Luka w obrębie tego samego poziomu'),
          },
          {
            label: b.t(
              'Salary considering free days',
              'Wynagrodzenie z uwzględnieniem dni wolnych',
            ),
            tip: b.t(
              'Pay actually earned after unpaid days off',
              'Kwota zarobiona po odliczeniu dni nieodpłatnych',
            ),
          },
          {
            label: b.t('EU Directive: duties and dates', 'Dyrektywa UE: obowiązki i terminy'),
            tip: b.t('Who reports what, and when', 'Kto, co i kiedy raportuje'),
          },
          {
            label: b.t('Joint pay assessment', 'Wspólna ocena wynagrodzeń'),
            tip: b.t('When a gap triggers it', 'Kiedy luka jej wymaga'),
          },
          {
            label: b.t('Gender pay gap', 'Luka płacowa'),
            tip: b.t('How the gap is computed', 'Jak liczy się lukę'),
          },
        ],
      };
    case 'location':
      return { text: '', values: [] };
  }
}

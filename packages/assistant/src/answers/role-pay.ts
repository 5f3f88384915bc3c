import type { AnswerBuilder } from '#compose/answer-builder.ts';
import { citableRow, citeRow, referenceRow } from '#reference/cite-reference.ts';
import { roleOf } from '#understand/positions.ts';
import type { EmploymentType, Seniority, Slots } from '#types.ts';
import { EMPLOYMENT_LABELS, SENIORITY_LABELS } from './labels.ts';
import { reportSection } from './role-pay-report.ts';

function rowLines(b: AnswerBuilder, ids: string[]): string[] {
  const lines: string[] = [];
  for (const id of ids) {
    const row = citableRow(id);
    if (row !== null) lines.push(`• ${citeRow(b, row)}.`);
  }
  return lines;
}

function referenceSection(b: AnswerBuilder, slots: Slots): string[] {
  const position = b.userPosition(slots.position ?? '');
  const role = roleOf(slots.position ?? '');
  if (role === undefined) {
    const lines = [
      b.t(
        `The reference table of Polish pay has no figure for “${position}”, and I will not estimate one. It covers national figures, the nine major occupational groups, a few occupations (doctors, nurses, midwives, pharmacists, teachers, drivers, programmers) and IT job offers.`,
        `Tabela referencyjna wynagrodzeń w Polsce nie ma danych dla stanowiska „${position}” i nie będę ich szacować. Obejmuje dane ogólnokrajowe, dziewięć wielkich grup zawodów, kilka zawodów (lekarze, pielęgniarki, położne, farmaceuci, nauczyciele, kierowcy, programiści) oraz oferty pracy w IT.`,
      ),
      b.t(
        'For context only, all occupations together:',
        'Wyłącznie dla kontekstu, wszystkie zawody łącznie:',
      ),
      ...rowLines(b, ['NAT-020']),
    ];
    return lines;
  }
  const lines: string[] = [
    b.foreignCurrency
      ? b.t('Market (reference table, in PLN):', 'Rynek (tabela referencyjna, w PLN):')
      : b.t('Market (reference table):', 'Rynek (tabela referencyjna):'),
  ];
  const contract: EmploymentType = slots.employmentType ?? 'employment';
  if (role.byContract !== undefined) {
    const byLevel = role.byContract[contract];
    let seniority: Seniority | 'all' | undefined = slots.seniority;
    if (byLevel === undefined) {
      lines.push(
        b.t(
          `The table has no market figure for ${EMPLOYMENT_LABELS[contract].en.toLowerCase()}s in this role. The only figure it holds for civil-law contracts is the statutory minimum hourly rate:`,
          `Tabela nie ma danych rynkowych dla umów zlecenia na tym stanowisku. Dla umów cywilnoprawnych ma tylko ustawową minimalną stawkę godzinową:`,
        ),
        ...rowLines(b, ['MW-010']),
      );
    } else {
      if (byLevel.all !== undefined) {
        seniority = 'all';
        lines.push(
          b.t(
            'The sources do not split this role by seniority.',
            'Źródła nie rozbijają tego stanowiska według poziomu doświadczenia.',
          ),
        );
      } else if (seniority === 'entry') {
        seniority = 'junior';
        lines.push(
          b.t(
            'The sources have no separate entry level; these are their junior figures.',
            'Źródła nie wyróżniają poziomu początkującego; poniżej ich dane dla juniorów.',
          ),
        );
      } else if (seniority === 'staff') {
        seniority = 'senior';
        lines.push(
          b.t(
            'The sources have no figure for staff or principal level; the highest level they split out is senior:',
            'Źródła nie podają danych dla poziomu eksperckiego (staff); najwyższy wyróżniony poziom to senior:',
          ),
        );
      }
      const ids = seniority !== undefined ? (byLevel[seniority] ?? []) : [];
      lines.push(...rowLines(b, ids));
    }
  } else {
    lines.push(
      b.t(
        'The sources do not split this role by seniority or contract type.',
        'Źródła nie rozbijają tego stanowiska według poziomu ani rodzaju umowy.',
      ),
    );
  }
  if (role.majorGroup === true) {
    lines.push(
      b.t(
        'The table has no figure for this occupation itself; these are for the whole major occupational group it belongs to.',
        'Tabela nie ma danych dla samego tego zawodu; to dane dla całej wielkiej grupy zawodów, do której należy.',
      ),
    );
  }
  if (role.general !== undefined) {
    if (role.byContract !== undefined && contract !== 'employment') {
      lines.push(
        b.t(
          'Actual pay under employment contracts (gross), for context:',
          'Faktyczne płace na umowach o pracę (brutto), dla kontekstu:',
        ),
      );
    }
    lines.push(...rowLines(b, role.general));
  }
  return lines;
}

/** Intent 1: what to pay for a role, from the organisation's report and the reference table. */
export function answerRolePay(b: AnswerBuilder, slots: Slots): string {
  const seniority = slots.seniority ? SENIORITY_LABELS[slots.seniority][b.lang] : '';
  const contract = slots.employmentType ? EMPLOYMENT_LABELS[slots.employmentType][b.lang] : '';
  const position = b.userPosition(slots.position ?? '');
  const head = b.t(
    `Pay for ${position} (${seniority}, ${contract}):`,
    `Wynagrodzenie: ${position} (${seniority}, ${contract}):`,
  );
  const report = reportSection(b, slots);
  const reference = referenceSection(b, slots);
  const notes: string[] = [];
  if (b.foreignCurrency && b.hasMarketMoney()) {
    // Said plainly rather than converted: no exchange rate is ever applied silently.
    notes.push(
      b.t(
        `Your report is in ${b.currency}, but the market figures are Polish pay in PLN (złoty). They are not converted, so do not compare the amounts directly.`,
        `Twój raport jest w ${b.currency}, a dane rynkowe to płace w Polsce w złotych (PLN). Nie zostały przeliczone, więc nie porównuj tych kwot wprost.`,
      ),
    );
  }
  const cited = [...b.sources.keys()].map((id) => referenceRow(id));
  if (slots.employmentType === 'b2b' || cited.some((row) => row.contract === 'b2b')) {
    notes.push(
      b.t(
        'B2B amounts are net invoice amounts, before VAT and before the contractor pays their own tax and social contributions; employment-contract amounts are gross. Do not compare them directly.',
        'Kwoty B2B to kwoty netto z faktury, bez VAT i przed podatkiem oraz składkami, które kontraktor płaci sam; kwoty z umowy o pracę są brutto. Nie porównuj ich wprost.',
      ),
    );
  } else if (cited.some((row) => row.basis === 'net')) {
    notes.push(
      b.t(
        'The net figure is take-home pay, while your report holds gross salaries: do not compare them directly.',
        'Kwota netto to wynagrodzenie „na rękę”, a raporty zawierają płace brutto: nie porównuj ich wprost.',
      ),
    );
  }
  if (slots.location !== undefined) {
    const place =
      slots.location === 'remote' ? b.t('remote work', 'pracy zdalnej') : slots.location;
    notes.push(
      b.t(
        `All market figures are national; the table has no regional figures, so none is specific to ${place}.`,
        `Wszystkie dane rynkowe są ogólnopolskie; tabela nie ma danych regionalnych, więc żadna kwota nie dotyczy konkretnie lokalizacji: ${place}.`,
      ),
    );
  }
  return [head, '', ...report, '', ...reference, ...(notes.length > 0 ? ['', ...notes] : [])].join(
    '\n',
  );
}

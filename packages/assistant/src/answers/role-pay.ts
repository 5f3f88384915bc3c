import type { AnswerBuilder } from '../compose/answer-builder.ts';
import { citableRow, citeRow, referenceRow } from '../reference/cite-reference.ts';
import { roleOf } from '../understand/positions.ts';
import { words } from '../understand/words.ts';
import { findPhrase } from '../understand/text.ts';
import type { EmploymentType, ReportContext, Seniority, Slots } from '../types.ts';
import { EMPLOYMENT_LABELS, LEVEL_SENIORITY_WORDS, SENIORITY_LABELS } from './labels.ts';
import {
  gapText,
  genderMean,
  headcount,
  matchPositions,
  type PositionMatch,
} from './report-lines.ts';

function levelNamesSeniority(level: string, seniority: Seniority): boolean {
  const tokens = words(level).folded;
  return LEVEL_SENIORITY_WORDS[seniority].some((w) => findPhrase(tokens, w) >= 0);
}

function levelNamesAnySeniority(level: string): boolean {
  return (Object.keys(LEVEL_SENIORITY_WORDS) as Seniority[]).some((s) =>
    levelNamesSeniority(level, s),
  );
}

function positionLine(b: AnswerBuilder, m: PositionMatch): string {
  const path = `extendedSalaryRanges.ranges[${m.levelIndex}].positions[${m.positionIndex}]`;
  const name = b.reportName(`${path}.position`);
  const level = b.reportName(`extendedSalaryRanges.ranges[${m.levelIndex}].level`);
  const median = b.report(`${path}.median`, 'money') ?? b.t('n/a', 'brak');
  const mean = b.report(`${path}.average`, 'money') ?? b.t('n/a', 'brak');
  const women = genderMean(b, path, 'women', 'number_of_women', 'women_average_salary');
  const men = genderMean(b, path, 'men', 'number_of_men', 'men_average_salary');
  const gap = gapText(b, `${path}.pay_gap_percentage`);
  return b.t(
    `• ${name}, level ${level}: ${headcount(b, path)}; median ${median}, mean ${mean}; ${women}, ${men}; ${gap}.`,
    `• ${name}, poziom ${level}: ${headcount(b, path)}; mediana ${median}, średnia ${mean}; ${women}, ${men}; ${gap}.`,
  );
}

function levelRangeLine(b: AnswerBuilder, ctx: ReportContext, level: string): string | null {
  const index = ctx.salaryRanges.ranges.findIndex((r) => r.level === level);
  if (index < 0) return null;
  const path = `salaryRanges.ranges[${index}]`;
  const name = b.reportName(`${path}.level`);
  const min = b.report(`${path}.min_salary`, 'money');
  const max = b.report(`${path}.max_salary`, 'money');
  const median = b.report(`${path}.median`, 'money');
  if (min === null || max === null || median === null) return null;
  return b.t(
    `  The whole level ${name} ranges from ${min} to ${max}, median ${median}; ${headcount(b, path)}.`,
    `  Cały poziom ${name}: od ${min} do ${max}, mediana ${median}; ${headcount(b, path)}.`,
  );
}

function reportSection(b: AnswerBuilder, slots: Slots): string[] {
  const ctx = b.context;
  if (ctx === null) {
    return [
      b.t(
        'Your organisation has no ready report yet, so I cannot show your own figures. Upload a salary file to compare with your pay.',
        'Twoja organizacja nie ma jeszcze gotowego raportu, więc nie pokażę Waszych danych. Wgraj plik z wynagrodzeniami, aby porównać je z rynkiem.',
      ),
    ];
  }
  const position = slots.position ?? '';
  const label = b.reportName('label');
  const all = matchPositions(ctx, position);
  if (all.length === 0) {
    return [
      b.t(
        `Your report “${label}” has no position matching “${position}”, so it gives no figure for it.`,
        `W Twoim raporcie „${label}” nie ma stanowiska pasującego do „${position}”, więc nie ma dla niego danych.`,
      ),
    ];
  }
  const seniority = slots.seniority;
  const named = seniority ? all.filter((m) => levelNamesSeniority(m.level, seniority)) : [];
  let matches = named;
  const lines: string[] = [];
  if (named.length === 0) {
    matches = all;
    if (seniority !== undefined) {
      const anyNamed = all.some((m) => levelNamesAnySeniority(m.level));
      const s = SENIORITY_LABELS[seniority][b.lang];
      lines.push(
        anyNamed
          ? b.t(
              `No level in your report “${label}” is named ${s}; here is this position at every level:`,
              `Żaden poziom w raporcie „${label}” nie nosi nazwy ${s}; oto to stanowisko na wszystkich poziomach:`,
            )
          : b.t(
              `Your report “${label}” uses its own level names, so I cannot tell which is ${s}; here is this position at every level:`,
              `Raport „${label}” ma własne nazwy poziomów, więc nie wiem, który odpowiada poziomowi ${s}; oto to stanowisko na wszystkich poziomach:`,
            ),
      );
    }
  } else {
    lines.push(
      b.t(
        `Your report “${label}” (gross monthly base salary):`,
        `Twój raport „${label}” (miesięczne wynagrodzenie zasadnicze brutto):`,
      ),
    );
  }
  for (const m of matches) {
    lines.push(positionLine(b, m));
    const range = levelRangeLine(b, ctx, m.level);
    if (range !== null) lines.push(range);
  }
  if (slots.employmentType === 'b2b') {
    lines.push(
      b.t(
        'Note: your report holds gross salaries under employment contracts; a B2B rate is a net invoice amount (before VAT and the contractor’s own tax and contributions), so the two cannot be compared directly.',
        'Uwaga: raport zawiera wynagrodzenia brutto z umów o pracę; stawka B2B to kwota netto na fakturze (bez VAT, przed podatkiem i składkami kontraktora), więc nie da się ich porównać wprost.',
      ),
    );
  } else if (slots.employmentType === 'mandate') {
    lines.push(
      b.t(
        'Note: your report holds employment-contract salaries; a mandate contract has different contributions and no paid leave, so these figures are not directly comparable.',
        'Uwaga: raport zawiera wynagrodzenia z umów o pracę; umowa zlecenie ma inne składki i nie daje płatnego urlopu, więc te kwoty nie są wprost porównywalne.',
      ),
    );
  }
  return lines;
}

function rowLines(b: AnswerBuilder, ids: string[]): string[] {
  const lines: string[] = [];
  for (const id of ids) {
    const row = citableRow(id);
    if (row !== null) lines.push(`• ${citeRow(b, row)}.`);
  }
  return lines;
}

function referenceSection(b: AnswerBuilder, slots: Slots): string[] {
  const position = slots.position ?? '';
  const role = roleOf(position);
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
  const lines: string[] = [b.t('Market (reference table):', 'Rynek (tabela referencyjna):')];
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
  const head = b.t(
    `Pay for ${slots.position ?? ''} (${seniority}, ${contract}):`,
    `Wynagrodzenie: ${slots.position ?? ''} (${seniority}, ${contract}):`,
  );
  const report = reportSection(b, slots);
  const reference = referenceSection(b, slots);
  const notes: string[] = [];
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

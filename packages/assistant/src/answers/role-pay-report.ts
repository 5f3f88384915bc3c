import type { AnswerBuilder } from '#compose/answer-builder.ts';
import { findPhrase } from '#understand/text.ts';
import { words } from '#understand/words.ts';
import type { ReportContext, Seniority, Slots } from '#types.ts';
import { LEVEL_SENIORITY_WORDS, SENIORITY_LABELS } from './labels.ts';
import {
  gapText,
  genderMean,
  headcount,
  matchPositions,
  MAX_POSITIONS,
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

/** The role-pay answer's part from the organisation's report (intent 1). */
export function reportSection(b: AnswerBuilder, slots: Slots): string[] {
  const ctx = b.context;
  if (ctx === null) {
    return [
      b.t(
        'Your organisation has no ready report yet, so I cannot show your own figures. Upload a salary file to compare with your pay.',
        'Twoja organizacja nie ma jeszcze gotowego raportu, więc nie pokażę Waszych danych. Wgraj plik z wynagrodzeniami, aby porównać je z rynkiem.',
      ),
    ];
  }
  const typed = slots.position ?? '';
  const position = b.userPosition(typed);
  const label = b.reportName('label');
  const all = matchPositions(ctx, typed);
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
  lines.push(
    matches.some((m) => m.how === 'name')
      ? b.t(
          `Matched by the position’s name “${position}”.`,
          `Dopasowano po nazwie stanowiska „${position}”.`,
        )
      : b.t(
          `No position is named “${position}”; these are the same role under other names.`,
          `Żadne stanowisko nie nazywa się „${position}”; to ta sama rola pod innymi nazwami.`,
        ),
  );
  for (const m of matches.slice(0, MAX_POSITIONS)) {
    lines.push(positionLine(b, m));
    const range = levelRangeLine(b, ctx, m.level);
    if (range !== null) lines.push(range);
  }
  if (matches.length > MAX_POSITIONS) {
    lines.push(
      b.t(
        'More positions match: the extended salary ranges list them all.',
        'Pasuje więcej stanowisk: wszystkie są w rozszerzonych widełkach płacowych.',
      ),
    );
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

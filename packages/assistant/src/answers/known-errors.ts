import type { AnswerBuilder } from '#compose/answer-builder.ts';
import { citeRow, referenceRow } from '#reference/cite-reference.ts';
import { REFERENCE_ROWS } from '#reference/reference-rows.ts';

/*
 * A row flagged LIKELY ERROR is kept so that the assistant can recognise its figure when a user
 * quotes it and correct it with the rows it contradicts. It is never cited itself.
 */
const CORRECTIONS: Record<string, { rows: string[]; en: string; pl: string }> = {
  'GRP-030': {
    rows: ['GRP-023', 'GRP-025'],
    en: 'The figure you quote is sometimes printed as the mean pay in elementary occupations, but that is a media error: it is the men’s mean for plant and machine operators and assemblers. The GUS table gives:',
    pl: 'Podana kwota bywa przedstawiana jako średnia płaca w zawodach prostych, ale to błąd mediów: to średnia mężczyzn wśród operatorów i monterów maszyn. Tabela GUS podaje:',
  },
};

/** Correction lines for any known-wrong figure the prompt quotes (none in most prompts). */
export function knownErrorNotes(b: AnswerBuilder, quoted: number[]): string[] {
  const lines: string[] = [];
  for (const row of REFERENCE_ROWS) {
    const correction = CORRECTIONS[row.id];
    if (!row.flags.likelyError || correction === undefined || row.value.kind !== 'single') continue;
    const wrong = row.value.value * row.scale;
    if (!quoted.some((q) => Math.abs(q - wrong) < 1)) continue;
    lines.push(b.t(correction.en, correction.pl));
    for (const id of correction.rows) lines.push(`• ${citeRow(b, referenceRow(id))}.`);
  }
  return lines;
}

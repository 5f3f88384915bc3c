import type { CategoryScheme, JobCriterion } from '@parytet/contract/reporting/categories';
import type { Language } from '@parytet/contract/common';
import type { CategoryDefinition } from './report-input.ts';

const texts = {
  en: {
    criteria: {
      skills: 'skills',
      effort: 'effort',
      responsibility: 'responsibility',
      working_conditions: 'working conditions',
    } satisfies Record<JobCriterion, string>,
    weights: (list: string) => `Job evaluation weights: ${list}.`,
    band: (width: number, positions: number) =>
      `Positions scored 1–5 on each sub-criterion (${positions} positions); positions whose total scores lie within ${width} points of a group's lowest form one category. Unscored positions keep their level.`,
    groups: (groups: number, positions: number) =>
      `Positions grouped by hand into categories (positions: ${positions}, categories: ${groups}); other positions keep their level.`,
    column: 'The file\u2019s Category column overrides the organisation\u2019s categories.',
  },
  pl: {
    criteria: {
      skills: 'umiejętności',
      effort: 'wysiłek',
      responsibility: 'odpowiedzialność',
      working_conditions: 'warunki pracy',
    } satisfies Record<JobCriterion, string>,
    weights: (list: string) => `Wagi wartościowania stanowisk: ${list}.`,
    band: (width: number, positions: number) =>
      `Ocenione stanowiska: ${positions}, każde w skali 1–5 w każdym podkryterium; stanowiska, których suma punktów mieści się w ${width} pkt od najniższej w grupie, tworzą jedną kategorię. Stanowiska bez oceny zachowują swój poziom.`,
    groups: (groups: number, positions: number) =>
      `Stanowiska pogrupowane ręcznie (${positions}) w kategorie (${groups}); pozostałe stanowiska zachowują swój poziom.`,
    column: 'Kolumna Kategoria w pliku zastępuje kategorie organizacji.',
  },
} as const;

/**
 * The organisation's stored categories scheme as the documents name it: its source, its saved
 * version and the criteria applied (the job evaluation's weights, or the hand-made groups).
 */
export const categoryDefinitionOf = (
  lang: Language,
  scheme: CategoryScheme,
  version: number,
  fromColumn: boolean,
): CategoryDefinition => {
  const t = texts[lang];
  const saved = version > 0 ? version : null;
  if (fromColumn) return { source: 'category_column', version: saved, criteria: [t.column] };
  if (scheme.kind === 'levels') return { source: 'level', version: saved, criteria: [] };
  if (scheme.kind === 'positions') {
    const positions = scheme.groups.reduce((s, g) => s + g.positions.length, 0);
    return {
      source: 'position_mapping',
      version: saved,
      criteria: [t.groups(scheme.groups.length, positions)],
    };
  }
  const weights = (Object.keys(t.criteria) as JobCriterion[])
    .map((c) => `${t.criteria[c]} ${scheme.weights.criteria[c]} %`)
    .join(', ');
  return {
    source: 'job_evaluation',
    version: saved,
    criteria: [t.weights(weights), t.band(scheme.band_width, scheme.positions.length)],
  };
};

import { jobCriteria, jobCriterionKeys, type CategoryScheme } from '@parytet/contract/categories';
import { compareNatural } from '../../natural-order.ts';
import { formatBandAmount, formatBandRange, type BandLang } from './band-money.ts';
import { CRITERIA_TEXTS } from './criteria-texts.ts';
import type { Band, BandBasis } from './types.ts';

export type CriteriaBands = {
  effective_from: string;
  basis: BandBasis;
  currency: string;
  bands: readonly Band[];
};

type CriteriaSection = { heading: string; body: string };
export type CriteriaPageText = { title: string; sections: CriteriaSection[] };

const bandName = (band: Band) =>
  band.job_family === null ? band.level : `${band.level}, ${band.job_family}`;

const ordered = (bands: readonly Band[]) =>
  [...bands].sort(
    (a, b) =>
      compareNatural(a.level, b.level) || compareNatural(a.job_family ?? '', b.job_family ?? ''),
  );

/** The criteria the organisation's categories apply, as the page states them. */
function criteriaBody(lang: BandLang, scheme: CategoryScheme, families: readonly string[]) {
  const t = CRITERIA_TEXTS[lang].criteria;
  const lines: string[] = [];
  if (scheme.kind === 'job_evaluation') {
    const criteria = jobCriterionKeys
      .map((criterion) => {
        const subs = jobCriteria[criterion].map((sub) => t.sub[sub] ?? sub).join(', ');
        return `${t.criterion[criterion]} ${scheme.weights.criteria[criterion]} % (${subs})`;
      })
      .join('; ');
    lines.push(t.jobEvaluation(criteria, scheme.band_width));
  } else if (scheme.kind === 'positions') {
    lines.push(t.positions(scheme.groups.length));
  } else {
    lines.push(t.levels);
  }
  if (families.length > 0) lines.push(t.families(families.join(', ')));
  return lines.join('\n\n');
}

/**
 * The pay and pay progression criteria page (Directive Art. 6) as first written for the
 * organisation to edit: how pay is set (the bands in force, their basis and currency, full-time
 * equivalent), each band's range, the criteria of its categories (the job evaluation's
 * gender-neutral criteria and weights, the grouped positions, or the levels), how pay moves
 * within and between bands, and the equal-pay check.
 */
export function criteriaPage(
  lang: BandLang,
  bands: CriteriaBands | null,
  scheme: CategoryScheme,
): CriteriaPageText {
  const t = CRITERIA_TEXTS[lang];
  const sections: CriteriaSection[] = [];
  if (bands === null || bands.bands.length === 0) {
    sections.push({ heading: t.how.heading, body: t.how.none });
  } else {
    sections.push({
      heading: t.how.heading,
      body: t.how.bands({
        from: bands.effective_from,
        basis: bands.basis,
        currency: bands.currency,
        count: bands.bands.length,
      }),
    });
    sections.push({
      heading: t.list.heading,
      body: ordered(bands.bands)
        .map((band) =>
          t.list.band(
            bandName(band),
            formatBandRange(lang, bands.currency, band.min, band.max),
            formatBandAmount(lang, bands.currency, band.mid),
          ),
        )
        .join('\n'),
    });
  }
  const families = [
    ...new Set((bands?.bands ?? []).flatMap((b) => (b.job_family === null ? [] : [b.job_family]))),
  ].sort(compareNatural);
  sections.push({ heading: t.criteria.heading, body: criteriaBody(lang, scheme, families) });
  sections.push({ heading: t.progression.heading, body: t.progression.body.join('\n\n') });
  sections.push({ heading: t.equal.heading, body: t.equal.body });
  return { title: t.title, sections };
}

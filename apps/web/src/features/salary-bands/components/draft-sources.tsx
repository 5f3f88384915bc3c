import { useTranslation } from 'react-i18next';
import type { BandDraft, BandFigureSource } from '@parytet/contract/salary-bands';
import { formatDate, formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import styles from './salary-bands.module.css';

type BandSources = NonNullable<BandDraft['sources']>[number];

/** One figure's origin in a sentence: a market row, a pooled cell, the spread, or the report. */
const useSourceText = () => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const s = (key: string, values: Record<string, unknown> = {}) =>
    t(`salary-bands.draft.sources.${key}`, values);
  return (source: BandFigureSource) => {
    switch (source.kind) {
      case 'market':
        return s('market', {
          publisher: source.publisher,
          period: source.period,
          row: source.row_id,
        });
      case 'pool':
        return s('pool', {
          statistic: s(`poolStatistic.${source.statistic}`),
          date: formatDate(source.computed_at, lang, 'short'),
        });
      case 'spread':
        return s('spread', { spread: `${formatNumber(source.spread, lang)}%` });
      case 'report':
        return s('report', { percentile: source.percentile });
    }
  };
};

/** Where a drafted band's minimum, midpoint and maximum come from, one line each. */
export const DraftSources = ({ sources }: { sources: BandSources | undefined }) => {
  const { t } = useTranslation();
  const text = useSourceText();
  if (!sources) return <>–</>;
  return (
    <ul className={styles.sources}>
      {sources.seniority && (
        <li>{t(`salary-bands.draft.sources.seniority.${sources.seniority}`)}</li>
      )}
      {(['min', 'mid', 'max'] as const).map((key) => (
        <li key={key} data-source={sources[key].kind}>
          <span className={styles.sourceFigure}>{t(`salary-bands.editor.columns.${key}`)}:</span>{' '}
          {text(sources[key])}
        </li>
      ))}
    </ul>
  );
};

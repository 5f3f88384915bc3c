import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BenchmarkCell, MarketSource, PoolSource } from '@parytet/contract/benchmarking';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import styles from './benchmarking.module.css';

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);

/** A market figure's row as the table holds it: statistic, unit, contract, period, source. */
const MarketDetails = ({ source }: { source: MarketSource }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const s = (key: string, values: Record<string, string> = {}) =>
    t(`benchmarking.source.${key}`, values);
  const flags = [
    source.offered && s('offered'),
    source.major_group && s('majorGroup'),
    source.uncertain && s('uncertain'),
    source.older_round && s('olderRound'),
    source.conflict && source.conflict.length > 0 && s('conflict'),
  ].filter((flag): flag is string => typeof flag === 'string');
  return (
    <>
      <dl className={styles.source}>
        <Row term={s('subject')}>{source.subject[lang]}</Row>
        <Row term={s('statistic')}>
          {t(`benchmarking.source.kind.${source.statistic_kind}`)} ({source.statistic})
        </Row>
        <Row term={s('value')}>
          {source.value} {source.unit}
        </Row>
        <Row term={s('contract')}>{source.contract_type || s('notStated')}</Row>
        {source.seniority && <Row term={s('seniority')}>{source.seniority}</Row>}
        {source.sex && source.sex !== 'total' && <Row term={s('sex')}>{source.sex}</Row>}
        <Row term={s('period')}>{source.period}</Row>
        <Row term={s('publisher')}>
          {source.url ? (
            <a href={source.url} target="_blank" rel="noreferrer noopener">
              {source.publisher}
              <span className="visually-hidden"> ({t('benchmarking.source.newTab')})</span>
            </a>
          ) : (
            source.publisher
          )}
          {source.title && <span className={styles.sourceTitle}>{source.title}</span>}
        </Row>
      </dl>
      {flags.length > 0 && (
        <ul className={styles.flags}>
          {flags.map((flag) => (
            <li key={flag}>{flag}</li>
          ))}
        </ul>
      )}
    </>
  );
};

/** A pooled figure: how many organisations, over which reports, computed when. */
const PoolDetails = ({ source, people }: { source: PoolSource; people: number | null }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const s = (key: string, values: Record<string, string> = {}) =>
    t(`benchmarking.source.${key}`, values);
  return (
    <dl className={styles.source}>
      <Row term={s('statistic')}>{s('poolStatistic')}</Row>
      <Row term={s('value')}>{s('poolUnit')}</Row>
      <Row term={s('contract')}>{s('poolContract')}</Row>
      <Row term={s('period')}>
        {source.data_until
          ? s('poolUntil', { date: formatDate(source.data_until, lang) })
          : s('notStated')}
      </Row>
      <Row term={s('publisher')}>
        {source.organisations !== null && people !== null
          ? s('poolOf', {
              organisations: formatNumber(source.organisations, lang),
              people: formatNumber(people, lang),
            })
          : s('pool')}
        {source.computed_at && (
          <span className={styles.sourceTitle}>
            {s('computed', { date: formatDate(source.computed_at, lang) })}
          </span>
        )}
      </Row>
    </dl>
  );
};

/** Where a cell's benchmark comes from, in full, beside its figures. */
export const SourceDetails = ({ cell }: { cell: BenchmarkCell }) =>
  cell.source.kind === 'market' ? (
    <MarketDetails source={cell.source} />
  ) : (
    <PoolDetails source={cell.source} people={cell.people} />
  );

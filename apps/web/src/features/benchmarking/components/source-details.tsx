import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketSource, PoolSource } from '@parytet/contract/benchmarking';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import styles from './benchmarking.module.css';

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <dt>{term}:</dt>
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
        <Row term={s('publisher')}>
          {source.url ? (
            <a href={source.url} target="_blank" rel="noreferrer noopener">
              {source.publisher}
              <span className="visually-hidden"> ({t('benchmarking.source.newTab')})</span>
            </a>
          ) : (
            source.publisher
          )}
        </Row>
        <Row term={s('statistic')}>
          {t(`benchmarking.source.kind.${source.statistic_kind}`)}, {source.unit}
        </Row>
        <Row term={s('contract')}>
          {source.contract
            ? t(`benchmarking.contract.${source.contract}`)
            : source.contract_type || s('notStated')}
        </Row>
        <Row term={s('period')}>{source.period}</Row>
      </dl>
      {flags.length > 0 && (
        <ul className={styles.flags}>
          {flags.map((flag) => (
            <li key={flag}>{flag}</li>
          ))}
        </ul>
      )}
      <details className={styles.sourceMore}>
        <summary>{s('more')}</summary>
        <dl className={styles.source}>
          <Row term={s('subject')}>{source.subject[lang]}</Row>
          <Row term={s('statisticAsGiven')}>{source.statistic}</Row>
          <Row term={s('value')}>
            {source.value} {source.unit}
          </Row>
          {source.contract_type && <Row term={s('contractAsGiven')}>{source.contract_type}</Row>}
          {source.seniority && <Row term={s('seniority')}>{source.seniority}</Row>}
          {source.sex && source.sex !== 'total' && <Row term={s('sex')}>{source.sex}</Row>}
          {source.title && <Row term={s('title')}>{source.title}</Row>}
        </dl>
      </details>
    </>
  );
};

/**
 * What every pooled figure is, said once above the table (each row adds its own count of
 * organisations and people): the statistic, the pay, the data's period and the snapshot.
 */
export const PoolSourceDetails = ({ source }: { source: PoolSource | null }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const s = (key: string, values: Record<string, string> = {}) =>
    t(`benchmarking.source.${key}`, values);
  return (
    <dl className={[styles.source, styles.poolSource].join(' ')} data-testid="pool-source">
      <Row term={s('publisher')}>{s('pool')}</Row>
      <Row term={s('statistic')}>{s('poolStatistic')}</Row>
      <Row term={s('value')}>{s('poolUnit')}</Row>
      <Row term={s('contract')}>{s('poolContract')}</Row>
      <Row term={s('period')}>
        {source?.data_until
          ? s('poolUntil', { date: formatDate(source.data_until, lang) })
          : s('noSnapshot')}
      </Row>
      {source?.computed_at && (
        <Row term={s('computedTerm')}>{formatDate(source.computed_at, lang)}</Row>
      )}
    </dl>
  );
};

/** Where a market cell's figure comes from, in full, under its row. */
export const MarketSourceDetails = ({ source }: { source: MarketSource }) => (
  <MarketDetails source={source} />
);

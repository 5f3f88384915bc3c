import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BenchmarkResponse } from '@parytet/contract/benchmarking';
import { Notice } from '#components/ui/notice.tsx';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { ownWithheld } from '../lib/cell-text.ts';
import { benchmarkingLink } from '../lib/links.ts';
import styles from './benchmarking.module.css';

/**
 * What the reader must know before the figures: nothing mapped yet, suggestions not yet
 * confirmed, positions left out, unlike amounts side by side, the pool's snapshot, withheld
 * own medians.
 */
export const ComparisonNotices = ({
  data,
  reportId,
}: {
  data: BenchmarkResponse;
  reportId: string;
}) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const n = (key: string, values: Record<string, string | number> = {}) =>
    t(`benchmarking.notices.${key}`, values);
  const mappingLink = <Link to={benchmarkingLink(reportId, 'mapping')}>{n('toMapping')}</Link>;
  const pool = data.cells.find((cell) => cell.source.kind === 'pool')?.source;
  const snapshot = pool?.kind === 'pool' ? pool.computed_at : null;
  const unlikeNet = data.cells.some((cell) => cell.comparability === 'b2b_net_vs_gross');
  const withheldOwn = data.cells.some(ownWithheld);
  return (
    <>
      {data.mapped_positions === 0 ? (
        <Notice tone="info" title={n('nothingMapped')}>
          <p>
            {n('nothingMappedBody')} {mappingLink}
          </p>
        </Notice>
      ) : data.cells.length === 0 ? (
        <Notice tone="info" title={n(`noCells_${data.source}`)}>
          {data.source === 'pool' && (
            <p>
              {n('noCellsPoolBody')}{' '}
              <Link to={paths.main.benchmarkingSharing}>{n('toSharing')}</Link>
            </p>
          )}
        </Notice>
      ) : null}
      {data.uses_suggestions && (
        <Notice tone="info">
          <p>
            {n('usesSuggestions')} {mappingLink}
          </p>
        </Notice>
      )}
      {data.unmapped_positions > 0 && (
        <p className={styles.note}>
          {n('unmapped', {
            count: data.unmapped_positions,
            n: formatNumber(data.unmapped_positions, lang),
          })}
        </p>
      )}
      {unlikeNet && (
        <div className={styles.warningBox} role="note">
          <p className={styles.warningTitle}>{n('b2bTitle')}</p>
          <p>{n('b2bBody')}</p>
        </div>
      )}
      {data.source === 'pool' && data.cells.length > 0 && !snapshot && (
        <p className={styles.note}>{n('noSnapshot')}</p>
      )}
      {withheldOwn && (
        <p className={styles.note}>{n('ownWithheld', { min: data.min_group_size })}</p>
      )}
    </>
  );
};

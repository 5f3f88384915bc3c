import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useImpact } from '../hooks/use-merit-queries.ts';
import { flaggedCount } from '../lib/impact-rows.ts';
import { cycleLink } from '../lib/links.ts';
import styles from './merit-cycles.module.css';

/**
 * The headline figures before → after, beside the proposals: it follows every edit (the impact
 * is invalidated by each change) and says when it is being worked out again.
 */
export const ImpactSummary = ({ cycleId }: { cycleId: string }) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const query = useImpact(cycleId);
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`merit-cycles.summary.${key}`, values);
  const data = query.data;
  const arrow = (before: string, after: string) => k('change', { before, after });
  const pct = (value: number | null | undefined) => formatPercent(value, lang);
  return (
    <section
      className={styles.summary}
      aria-labelledby="impact-summary-title"
      aria-busy={query.isFetching || undefined}
      data-impact-summary
    >
      <div className={styles.summaryHead}>
        <h2 id="impact-summary-title">{k('title')}</h2>
        <p className={styles.muted} role="status">
          {query.isFetching ? k('updating') : query.isError ? k('failed') : ''}
        </p>
        <Link to={cycleLink(cycleId, 'impact')}>{k('more')}</Link>
      </div>
      {data && (
        <dl
          className={[styles.summaryFigures, query.isFetching && styles.stale]
            .filter(Boolean)
            .join(' ')}
        >
          <div>
            <dt>{k('mean')}</dt>
            <dd data-summary="mean">
              {arrow(pct(data.before.pay_gap_mean), pct(data.after.pay_gap_mean))}
            </dd>
          </div>
          <div>
            <dt>{k('median')}</dt>
            <dd data-summary="median">
              {arrow(pct(data.before.pay_gap_median), pct(data.after.pay_gap_median))}
            </dd>
          </div>
          <div>
            <dt>{k('flagged')}</dt>
            <dd data-summary="flagged">
              {arrow(
                formatNumber(flaggedCount(data.before), lang),
                formatNumber(flaggedCount(data.after), lang),
              )}
            </dd>
          </div>
          <div>
            <dt>{k('unexplained')}</dt>
            <dd data-summary="unexplained">
              {arrow(
                pct(data.before.unexplained_gap?.gap_percentage),
                pct(data.after.unexplained_gap?.gap_percentage),
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
};

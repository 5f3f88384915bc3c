import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  benchmarkMeasureSchema,
  benchmarkSourceSchema,
  type BenchmarkMeasure,
  type BenchmarkSourceKind,
} from '@parytet/contract/benchmarking';
import { reportSectionStyles as sectionStyles } from '../../../components/report-status/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { BlockLoader } from '../../../components/ui/loader.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useBenchmarkNames } from '../hooks/use-benchmark-names.ts';
import { useBenchmark } from '../hooks/use-benchmarking-queries.ts';
import { BenchmarkChart } from './benchmark-chart.tsx';
import styles from './benchmarking.module.css';
import { ComparisonControls } from './comparison-controls.tsx';
import { ComparisonNotices } from './comparison-notices.tsx';
import { ComparisonTable } from './comparison-table.tsx';

/** The source and measure live in the address, so a comparison can be linked and reloaded. */
const useChoices = () => {
  const [params, setParams] = useSearchParams();
  const source = benchmarkSourceSchema.safeParse(params.get('source')).data ?? 'market';
  const measure = benchmarkMeasureSchema.safeParse(params.get('measure')).data;
  const set = (next: { source?: BenchmarkSourceKind; measure?: BenchmarkMeasure | null }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.source) out.set('source', next.source);
        if (next.measure === null) out.delete('measure');
        else if (next.measure) out.set('measure', next.measure);
        return out;
      },
      { replace: true },
    );
  return { source, measure, set };
};

/** A report beside the market table or the pooled benchmark: the chart, then the table. */
export const ComparisonScreen = ({ reportId }: { reportId: string }) => {
  const { t } = useTranslation();
  const { source, measure, set } = useChoices();
  const query = useBenchmark(reportId, source, measure);
  const { names, query: rolesQuery } = useBenchmarkNames();
  const failed = query.isError ? query.error : rolesQuery.isError ? rolesQuery.error : null;
  return (
    <div className={styles.stack}>
      <section className={sectionStyles.block} aria-labelledby="comparison-title">
        <h2 id="comparison-title" className={sectionStyles.blockTitle}>
          {t('benchmarking.comparison.title')}
        </h2>
        <p className={sectionStyles.blockIntro}>{t('benchmarking.comparison.intro')}</p>
        <ComparisonControls
          reportId={reportId}
          source={source}
          measure={measure}
          onSource={(next) => set({ source: next })}
          onMeasure={(next) => set({ measure: next ?? null })}
        />
      </section>
      {failed ? (
        <Notice tone="error" title={t('benchmarking.comparison.loadError')}>
          <p>{errorMessageOf(failed)}</p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void Promise.all([query.refetch(), rolesQuery.refetch()])}
          >
            {t('benchmarking.retry')}
          </Button>
        </Notice>
      ) : !query.data || !names ? (
        <BlockLoader />
      ) : (
        <div className={styles.stack} aria-busy={query.isFetching || undefined}>
          <ComparisonNotices data={query.data} reportId={reportId} />
          {query.data.cells.length > 0 && (
            <>
              <BenchmarkChart cells={query.data.cells} names={names} source={source} />
              <ComparisonTable
                data={query.data}
                names={names}
                caption={t(`benchmarking.table.caption_${source}`)}
              />
            </>
          )}
        </div>
      )}
    </div>
  );
};

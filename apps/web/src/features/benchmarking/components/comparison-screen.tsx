import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  benchmarkMeasureSchema,
  benchmarkSourceSchema,
  type BenchmarkCell,
  type BenchmarkMeasure,
  type BenchmarkResponse,
  type BenchmarkSourceKind,
  type PoolSource,
} from '@parytet/contract/benchmarking';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { Button } from '#components/ui/button.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { useBenchmarkNames, type BenchmarkNames } from '../hooks/use-benchmark-names.ts';
import { useBenchmark } from '../hooks/use-benchmarking-queries.ts';
import { orderCells } from '../lib/cell-text.ts';
import { BenchmarkChart } from './benchmark-chart.tsx';
import styles from './benchmarking.module.css';
import { ComparisonControls } from './comparison-controls.tsx';
import { ComparisonNotices } from './comparison-notices.tsx';
import { ComparisonTable } from './comparison-table.tsx';
import { PoolSourceDetails } from './source-details.tsx';

type Choices = { source: BenchmarkSourceKind; measure: BenchmarkMeasure | undefined };

const choicesOf = (params: URLSearchParams): Choices => ({
  source: benchmarkSourceSchema.safeParse(params.get('source')).data ?? 'market',
  measure: benchmarkMeasureSchema.safeParse(params.get('measure')).data,
});

/**
 * The source and measure live in the address, so a comparison can be linked and reloaded. The
 * screen keeps its own copy too: a radio button must show the choice in the same event, not
 * once the address has changed (a controlled input would spring back meanwhile).
 */
const useChoices = () => {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // `seen`: the address as last read. Until the new address arrives the old one is still
  // seen, so a choice just made is not taken back; an address changed from outside (back, a
  // link) is new to it and wins.
  const [state, setState] = useState({ seen: key, choices: choicesOf(params) });
  if (state.seen !== key) setState({ seen: key, choices: choicesOf(params) });
  const set = (next: Partial<Choices>) => {
    const choices = { ...state.choices, ...next };
    const out = new URLSearchParams(params);
    out.set('source', choices.source);
    if (choices.measure) out.set('measure', choices.measure);
    else out.delete('measure');
    setState((current) => ({ ...current, choices }));
    setParams(out, { replace: true });
  };
  return { ...state.choices, set };
};

/** The snapshot every pooled cell comes from (the same for all of them). */
const poolSourceOf = (cells: readonly BenchmarkCell[]): PoolSource | null => {
  const source = cells[0]?.source;
  return source?.kind === 'pool' ? source : null;
};

type ComparisonProps = {
  data: BenchmarkResponse;
  names: BenchmarkNames;
  reportId: string;
  busy: boolean;
};

const Comparison = ({ data, names, reportId, busy }: ComparisonProps) => {
  const { t } = useTranslation();
  const cells = orderCells(data.cells, names);
  return (
    <div className={styles.stack} aria-busy={busy || undefined}>
      <ComparisonNotices data={data} reportId={reportId} />
      {cells.length > 0 && (
        <>
          <BenchmarkChart cells={cells} names={names} source={data.source} />
          {data.source === 'pool' && <PoolSourceDetails source={poolSourceOf(cells)} />}
          <ComparisonTable
            data={{ ...data, cells }}
            names={names}
            caption={t(`benchmarking.table.caption_${data.source}`)}
          />
        </>
      )}
    </div>
  );
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
          onMeasure={(next) => set({ measure: next })}
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
        <Comparison data={query.data} names={names} reportId={reportId} busy={query.isFetching} />
      )}
    </div>
  );
};

import { useTranslation } from 'react-i18next';
import type { MeritCycle } from '@parytet/contract/merit-cycles';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { Notice } from '#components/ui/notice.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { useOptimise, useOptimiseResult } from '../hooks/use-merit-queries.ts';
import { CycleFrame } from './cycle-frame.tsx';
import styles from './merit-cycles.module.css';
import { MethodsComparison } from './methods-comparison.tsx';
import { OptimiserForm } from './optimiser-form.tsx';
import { OptimiserProgress } from './optimiser-progress.tsx';
import { OptimiserResult } from './optimiser-result.tsx';

const Optimiser = ({ cycle }: { cycle: MeritCycle }) => {
  const { t } = useTranslation();
  const run = useOptimise(cycle.id);
  const result = useOptimiseResult(cycle.id).data ?? null;
  const draft = cycle.state === 'draft';
  return (
    <div className={styles.stack}>
      <section className={sectionStyles.block} aria-labelledby="optimiser-title">
        <h2 id="optimiser-title" className={sectionStyles.blockTitle}>
          {t('merit-cycles.optimiser.title')}
        </h2>
        <p className={sectionStyles.blockIntro}>{t('merit-cycles.optimiser.intro')}</p>
        <p className={styles.note}>{t('merit-cycles.optimiser.heuristic')}</p>
        {draft ? (
          <OptimiserForm
            busy={run.isPending}
            hasBands={cycle.guidelines.quartile_basis === 'bands'}
            onRun={(body) =>
              run.mutate(body, {
                // The result opens below the form: its heading is brought into view.
                onSuccess: () =>
                  requestAnimationFrame(() =>
                    document
                      .getElementById('optimiser-result-title')
                      ?.scrollIntoView?.({ block: 'start' }),
                  ),
              })
            }
          />
        ) : (
          <Notice tone="info">{t('merit-cycles.readOnly.submitted')}</Notice>
        )}
        {run.isPending && <OptimiserProgress />}
        {run.isError && <Notice tone="error">{errorMessageOf(run.error)}</Notice>}
      </section>
      {result && !run.isPending && (
        <>
          <OptimiserResult cycleId={cycle.id} answer={result} currency={cycle.currency} />
          <MethodsComparison answer={result} currency={cycle.currency} />
        </>
      )}
    </div>
  );
};

/** /main/merit-cycles/:id/optimiser: the cheapest raises that close the gaps (owner, admin). */
export const OptimiserScreen = () => (
  <CycleFrame view="optimiser">{(cycle) => <Optimiser cycle={cycle} />}</CycleFrame>
);

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regressionModels, type RegressionModel } from '@parytet/contract/regression';
import {
  ReportGate,
  reportSectionStyles as sectionStyles,
} from '#components/report-status/index.ts';
import { Button } from '#components/ui/button.tsx';
import {
  useCanChooseModel,
  useRegression,
  useSetRegressionModel,
} from '../hooks/use-analysis-queries.ts';
import styles from './analysis.module.css';
import { ModelNotes } from './model-notes.tsx';
import { ModelSummary } from './model-summary.tsx';
import { ModelTermsTable } from './model-terms-table.tsx';

/**
 * The model card: the organisation's chosen regression model (or the other one, to compare),
 * its headline, every term and what was left out. Owners and admins choose the model here.
 */
export const ModelCard = ({ reportId }: { reportId: string }) => {
  const { t } = useTranslation();
  const [shown, setShown] = useState<RegressionModel | undefined>(undefined);
  const query = useRegression(reportId, shown);
  const canChoose = useCanChooseModel();
  const choose = useSetRegressionModel();
  return (
    <ReportGate query={query}>
      {(view) => (
        <section className={sectionStyles.block} aria-labelledby="model-title">
          <h2 id="model-title" className={sectionStyles.blockTitle}>
            {t('analysis.model.title')}
          </h2>
          <p className={sectionStyles.blockIntro}>
            {t('analysis.model.chosen', { model: t(`analysis.models.${view.chosen_model}`) })}
          </p>
          <div className={styles.switch} role="group" aria-label={t('analysis.model.show')}>
            {regressionModels.map((model) => (
              <Button
                key={model}
                size="sm"
                variant={model === view.model ? 'primary' : 'secondary'}
                aria-pressed={model === view.model}
                onClick={() => setShown(model)}
              >
                {t(`analysis.models.${model}`)}
              </Button>
            ))}
            {canChoose && view.model !== view.chosen_model && (
              <Button
                size="sm"
                variant="ghost"
                disabled={choose.isPending}
                onClick={() => choose.mutate(view.model)}
              >
                {t('analysis.model.use', { model: t(`analysis.models.${view.model}`) })}
              </Button>
            )}
          </div>
          {view.regression === null ? (
            <p>{t(`analysis.unavailable.${view.unavailable_reason ?? 'no_degrees_of_freedom'}`)}</p>
          ) : (
            <>
              <ModelSummary fit={view.regression} />
              <ModelTermsTable terms={view.regression.terms} />
            </>
          )}
          <ModelNotes view={view} />
        </section>
      )}
    </ReportGate>
  );
};

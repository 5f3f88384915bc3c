import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  createMeritCycleBodySchema,
  type CreateMeritCycleBody,
} from '@parytet/contract/merit-cycles';
import type { ReportSummary } from '@parytet/contract/reports';
import { reportSectionStyles as sectionStyles } from '#components/report-status/index.ts';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { PageTitle } from '#components/ui/page-title.tsx';
import { Select } from '#components/ui/select.tsx';
import { errorMessageOf } from '#lib/api-error.ts';
import { FeatureGate } from '#lib/feature-gate.tsx';
import { currencySymbol } from '#lib/format.ts';
import { formSubmit } from '#lib/form-submit.ts';
import { notifySuccess } from '#lib/notify.ts';
import { paths } from '#lib/paths.ts';
import { useReportList } from '#lib/reports/report-list.ts';
import { useMeritAccess } from '../hooks/use-merit-access.ts';
import { useMeritMessage } from '../hooks/use-merit-message.ts';
import { useCreateCycle } from '../hooks/use-merit-queries.ts';
import { cycleLink } from '../lib/links.ts';
import { CycleFields } from './cycle-fields.tsx';
import styles from './merit-cycles.module.css';

/** The first day of next month, the usual date a round of raises takes effect. */
const nextMonth = (today = new Date()) =>
  new Date(Date.UTC(today.getFullYear(), today.getMonth() + 1, 1)).toISOString().slice(0, 10);

/** The form, once the ready reports are known: the first one is chosen from the start. */
const CreateForm = ({ reports }: { reports: readonly ReportSummary[] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useMeritMessage();
  const create = useCreateCycle();
  const { register, handleSubmit, control, formState } = useForm<CreateMeritCycleBody>({
    resolver: zodResolver(createMeritCycleBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      report_id: reports[0]?.id ?? '',
      name: '',
      effective_on: nextMonth(),
      budget: { kind: 'percent', value: 3 },
    },
  });
  const kind = useWatch({ control, name: 'budget.kind' });
  const reportId = useWatch({ control, name: 'report_id' });
  const currency = reports.find((r) => r.id === reportId)?.currency ?? 'PLN';

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (cycle) => {
        notifySuccess(t('merit-cycles.create.created', { name: cycle.name }));
        void navigate(cycleLink(cycle.id, 'guidelines'));
      },
    }),
  );
  return (
    <Card className={styles.formCard}>
      <form className={styles.form} noValidate onSubmit={formSubmit(onSubmit)}>
        <Select
          label={t('merit-cycles.form.report')}
          hint={t('merit-cycles.form.reportHint')}
          options={reports.map((r) => ({ value: r.id, label: r.label }))}
          error={message(formState.errors.report_id?.message)}
          {...register('report_id')}
        />
        <CycleFields
          register={register}
          errors={formState.errors}
          kind={kind}
          currencySign={currencySymbol(currency)}
        />
        {create.isError && <Notice tone="error">{errorMessageOf(create.error)}</Notice>}
        <div className={styles.inline}>
          <Button type="submit" busy={create.isPending}>
            {t('merit-cycles.create.submit')}
          </Button>
          <Link to={paths.main.meritCycles}>{t('merit-cycles.create.cancel')}</Link>
        </div>
      </form>
    </Card>
  );
};

const Create = () => {
  const { t } = useTranslation();
  const access = useMeritAccess();
  const list = useReportList();
  const ready = (list.data ?? []).filter((r) => r.report_ready && !r.report_failed);
  // Creating is for owners and admins; anyone else is taken back to the list.
  if (!access.edit) return <Navigate to={paths.main.meritCycles} replace />;
  return (
    <div className={sectionStyles.screen}>
      <Link to={paths.main.meritCycles} className={styles.back}>
        ← {t('merit-cycles.cycle.back')}
      </Link>
      <PageTitle eyebrow={t('merit-cycles.title')} subtitle={t('merit-cycles.create.intro')}>
        {t('merit-cycles.create.title')}
      </PageTitle>
      {list.isPending ? (
        <BlockLoader />
      ) : ready.length === 0 ? (
        <Notice tone="info" title={t('merit-cycles.create.noReports')}>
          <ButtonLink to={paths.main.payGapNew} size="sm">
            {t('merit-cycles.create.upload')}
          </ButtonLink>
        </Notice>
      ) : (
        <CreateForm reports={ready} />
      )}
    </div>
  );
};

/** /main/merit-cycles/new: a cycle over a ready report (owner, admin). */
export const CreateCycleScreen = () => (
  <FeatureGate feature="merit_cycle_review">
    <Create />
  </FeatureGate>
);

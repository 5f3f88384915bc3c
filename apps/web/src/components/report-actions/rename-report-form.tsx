import { useTranslation } from 'react-i18next';
import { labelSchema } from '@parytet/contract/validation';
import { useRenameReport } from '#lib/reports/use-rename-report.ts';
import { InlineRenameForm } from '../ui/inline-rename-form.tsx';
import type { MenuTone } from './report-menu.tsx';

export type RenameReportFormProps = {
  report: { id: string; label: string };
  tone: MenuTone;
  onDone: () => void;
};

/** Inline rename, checked with the contract's label schema (the server checks the same). */
export const RenameReportForm = ({ report, tone, onDone }: RenameReportFormProps) => {
  const { t } = useTranslation();
  const rename = useRenameReport();
  return (
    <InlineRenameForm
      name={report.label}
      schema={labelSchema}
      onSave={(label, done) => rename.mutate({ id: report.id, label }, { onSuccess: done })}
      busy={rename.isPending}
      onDone={onDone}
      tone={tone}
      labels={{
        field: t('report-actions.newLabel'),
        save: t('report-actions.save'),
        cancel: t('report-actions.cancel'),
      }}
    />
  );
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ReportSummary } from '@parytet/contract/reports';
import { paths } from '../../lib/paths.ts';
import { useDeleteReport } from '../../lib/reports/use-delete-report.ts';
import { DeleteReportDialog } from './delete-report-dialog.tsx';
import { RenameReportForm } from './rename-report-form.tsx';
import { ReportMenu, type MenuTone } from './report-menu.tsx';

export type ReportActionsProps = {
  report: Pick<ReportSummary, 'id' | 'label'>;
  /** `light` on the dark sidebar, `dark` on a page. */
  tone?: MenuTone;
  /** Told while the inline rename form is open (the sidebar hides the link meanwhile). */
  onRenamingChange?: (renaming: boolean) => void;
};

/**
 * A report's menu (rename, delete) with its inline rename form and delete confirmation. After
 * deleting the report on screen the user goes to the next report in the same view, or to the
 * upload screen when none is left.
 */
export const ReportActions = ({ report, tone = 'dark', onRenamingChange }: ReportActionsProps) => {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'idle' | 'renaming' | 'deleting'>('idle');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const remove = useDeleteReport({
    onDeleted: (id, next) => {
      const segment = `/${id}`;
      if (!pathname.includes(segment)) return;
      void navigate(next ? pathname.replace(segment, `/${next.id}`) : paths.main.payGapNew, {
        replace: true,
      });
    },
  });

  const setRenaming = (renaming: boolean) => {
    setMode(renaming ? 'renaming' : 'idle');
    onRenamingChange?.(renaming);
  };

  const confirmDelete = () => {
    remove.mutate(report.id, { onSuccess: () => setMode('idle') });
  };

  if (mode === 'renaming') {
    return <RenameReportForm report={report} tone={tone} onDone={() => setRenaming(false)} />;
  }
  return (
    <>
      <ReportMenu
        label={t('report-actions.menu', { label: report.label })}
        tone={tone}
        items={[
          { key: 'rename', label: t('report-actions.rename'), onSelect: () => setRenaming(true) },
          {
            key: 'delete',
            label: t('report-actions.delete'),
            danger: true,
            onSelect: () => setMode('deleting'),
          },
        ]}
      />
      {mode === 'deleting' && (
        <DeleteReportDialog
          label={report.label}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setMode('idle')}
        />
      )}
    </>
  );
};

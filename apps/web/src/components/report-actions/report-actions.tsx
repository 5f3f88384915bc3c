import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ReportSummary } from '@parytet/contract/reports';
import { paths } from '#lib/paths.ts';
import { useCan } from '#lib/permissions.ts';
import { useDeleteReport } from '#lib/reports/use-delete-report.ts';
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
  const can = useCan();
  const [mode, setMode] = useState<'idle' | 'renaming' | 'deleting'>('idle');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const remove = useDeleteReport({
    onDeleted: (id, next) => {
      // Here, not in mutate's own onSuccess: that one is skipped when the navigation below has
      // already moved this menu to the next report, which left its delete dialog open over it.
      setMode('idle');
      const segment = `/${id}`;
      if (!pathname.includes(segment)) return;
      // Committed at once, not in a transition: a slow render of the next report must not let
      // the refreshed list meet the old address, which names a report that no longer exists
      // and so sends the user to the upload screen.
      return navigate(next ? pathname.replace(segment, `/${next.id}`) : paths.main.payGapNew, {
        replace: true,
        flushSync: true,
      });
    },
  });

  const setRenaming = (renaming: boolean) => {
    setMode(renaming ? 'renaming' : 'idle');
    onRenamingChange?.(renaming);
  };

  const confirmDelete = () => {
    remove.mutate(report.id);
  };

  if (mode === 'renaming') {
    return <RenameReportForm report={report} tone={tone} onDone={() => setRenaming(false)} />;
  }
  // A role that may neither rename nor delete (a viewer) gets no menu at all.
  const items = [
    ...(can('reports.rename')
      ? [{ key: 'rename', label: t('report-actions.rename'), onSelect: () => setRenaming(true) }]
      : []),
    ...(can('reports.delete')
      ? [
          {
            key: 'delete',
            label: t('report-actions.delete'),
            danger: true,
            onSelect: () => setMode('deleting'),
          },
        ]
      : []),
  ];
  if (items.length === 0) return null;
  return (
    <>
      <ReportMenu
        label={t('report-actions.menu', { label: report.label })}
        tone={tone}
        items={items}
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

import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../ui/confirm-delete-dialog.tsx';

export type DeleteReportDialogProps = {
  label: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a report and all its data are deleted. */
export const DeleteReportDialog = ({ label, ...actions }: DeleteReportDialogProps) => {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteDialog
      title={t('report-actions.deleteTitle')}
      text={t('report-actions.deleteText', { label })}
      cancelLabel={t('report-actions.cancel')}
      confirmLabel={t('report-actions.confirmDelete')}
      {...actions}
    />
  );
};

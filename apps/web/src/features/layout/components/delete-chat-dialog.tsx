import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '#components/ui/confirm-delete-dialog.tsx';

export type DeleteChatDialogProps = {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a chat and its messages are deleted. */
export const DeleteChatDialog = ({ name, ...actions }: DeleteChatDialogProps) => {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteDialog
      title={t('chat.list.deleteTitle')}
      text={t('chat.list.deleteText', { name })}
      cancelLabel={t('chat.list.cancel')}
      confirmLabel={t('chat.list.confirmDelete')}
      {...actions}
    />
  );
};

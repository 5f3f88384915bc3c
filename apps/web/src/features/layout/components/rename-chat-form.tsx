import { useTranslation } from 'react-i18next';
import type { ChatListItem } from '@parytet/contract/chats';
import { renameChatBodySchema } from '@parytet/contract/chats';
import { InlineRenameForm } from '#components/ui/inline-rename-form.tsx';
import { useRenameChat } from '#lib/chats/use-chat-actions.ts';

/** Inline rename of a chat in the sidebar, checked with the contract's schema. */
export const RenameChatForm = ({ chat, onDone }: { chat: ChatListItem; onDone: () => void }) => {
  const { t } = useTranslation();
  const rename = useRenameChat();
  return (
    <InlineRenameForm
      name={chat.name}
      schema={renameChatBodySchema.shape.name}
      onSave={(name, done) => rename.mutate({ id: chat.id, name }, { onSuccess: done })}
      busy={rename.isPending}
      onDone={onDone}
      tone="light"
      labels={{
        field: t('chat.list.newName'),
        save: t('chat.list.save'),
        cancel: t('chat.list.cancel'),
      }}
    />
  );
};

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import type { ChatListItem } from '@parytet/contract/chats';
import { ReportMenu } from '#components/report-actions/report-menu.tsx';
import { ButtonLink } from '#components/ui/button.tsx';
import { IconPlus } from '#components/ui/icons.tsx';
import { Loader } from '#components/ui/loader.tsx';
import { buildLink } from '#lib/build-link.ts';
import { useChatList } from '#lib/chats/chat-list.ts';
import { useDeleteChat } from '#lib/chats/use-chat-actions.ts';
import { paths } from '#lib/paths.ts';
import { DeleteChatDialog } from './delete-chat-dialog.tsx';
import { RenameChatForm } from './rename-chat-form.tsx';
import styles from './report-list.module.css';

const ChatListRow = ({ chat, current }: { chat: ChatListItem; current: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'idle' | 'renaming' | 'deleting'>('idle');
  const remove = useDeleteChat();
  const confirmDelete = () => {
    remove.mutate(chat.id, {
      onSuccess: () => {
        setMode('idle');
        if (current) void navigate(buildLink(paths.chat.detail, { id: 'new' }), { replace: true });
      },
    });
  };
  return (
    <li className={styles.row}>
      {mode === 'renaming' ? (
        <RenameChatForm chat={chat} onDone={() => setMode('idle')} />
      ) : (
        <>
          <Link
            to={buildLink(paths.chat.detail, { id: chat.id })}
            className={styles.item}
            aria-current={current ? 'page' : undefined}
            title={chat.name}
          >
            <span className={styles.name}>{chat.name}</span>
          </Link>
          <ReportMenu
            label={t('chat.list.menu', { name: chat.name })}
            tone="light"
            items={[
              { key: 'rename', label: t('chat.list.rename'), onSelect: () => setMode('renaming') },
              {
                key: 'delete',
                label: t('chat.list.delete'),
                danger: true,
                onSelect: () => setMode('deleting'),
              },
            ]}
          />
        </>
      )}
      {mode === 'deleting' && (
        <DeleteChatDialog
          name={chat.name}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setMode('idle')}
        />
      )}
    </li>
  );
};

/** The user's previous chats by name (spec §2 sidebar), newest first, with rename and delete. */
export const ChatList = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const { pathname } = useLocation();
  const { data: chats, isPending } = useChatList(true);
  const activeId = matchPath(paths.chat.detail, pathname)?.params.id;

  return (
    <section className={styles.reports} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {t('chat.list.title')}
      </h2>
      {isPending ? (
        <Loader size="small" tone="light" label={t('chat.list.loading')} />
      ) : !chats?.length ? (
        <p className={styles.empty}>{t('chat.list.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {chats.map((chat) => (
            <ChatListRow key={chat.id} chat={chat} current={chat.id === activeId} />
          ))}
        </ul>
      )}
      <ButtonLink
        to={buildLink(paths.chat.detail, { id: 'new' })}
        size="sm"
        variant="inverse"
        icon={<IconPlus size={16} />}
        className={styles.newReport}
      >
        {t('chat.list.new')}
      </ButtonLink>
    </section>
  );
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  offersMore,
  type ChatDetail,
  type ChatPrompt,
  type ChatReply,
} from '@parytet/contract/chats';
import { ApiError } from '#lib/api-error.ts';
import { buildLink } from '#lib/build-link.ts';
import { chatListQueryKey, useChatList } from '#lib/chats/chat-list.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { paths } from '#lib/paths.ts';
import { BlockLoader, Loader } from '#components/ui/loader.tsx';
import { Notice } from '#components/ui/notice.tsx';
import { ButtonLink } from '#components/ui/button.tsx';
import { answerChat } from '../api/answer-chat.ts';
import { chatDetailQueryKey, useChatDetail } from '../api/chat-detail.ts';
import { startChat } from '../api/start-chat.ts';
import { markFreshReply, useFreshReply } from '../hooks/use-fresh-reply.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatHeader } from './chat-header.tsx';
import { ChatMessage } from './chat-message.tsx';
import { ChatStarters } from './chat-starters.tsx';
import { FixedValues } from './fixed-values.tsx';
import styles from './chat.module.css';

const textOf = (reply: ChatReply) =>
  'response' in reply ? reply.response : reply.additional_question;

/**
 * One chat (`chatId`), or a fresh one (null) that the first prompt starts; the route then
 * changes to the new chat's id. A finished chat's next prompt starts a new chat (spec §4).
 */
export const Conversation = ({ chatId }: { chatId: string | null }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useChatDetail(chatId);
  const { data: chats } = useChatList(true);
  // Only a reply received in this page session is typed out; loaded ones are shown whole.
  const { typingAt, typeOut, typed } = useFreshReply(chatId);
  const [announcement, setAnnouncement] = useState('');

  const prompts: ChatPrompt[] = chatId ? (detail.data?.prompts ?? []) : [];
  const finished = chatId !== null && (detail.data?.is_finished ?? false);

  const send = useMutation({
    mutationFn: (prompt: string) =>
      chatId && !finished ? answerChat(chatId, prompt) : startChat(prompt, currentLanguage()),
    onSuccess: async (reply, prompt) => {
      const fresh = !chatId || finished;
      const next: ChatPrompt[] = [
        ...(fresh ? [] : prompts),
        { type: 'question', content: prompt, possible_fixed_values: [] },
        {
          type: 'answer',
          content: textOf(reply),
          possible_fixed_values: reply.possible_fixed_values,
        },
      ];
      queryClient.setQueryData<ChatDetail>(chatDetailQueryKey(reply.chat_id), {
        chat_id: reply.chat_id,
        prompts: next,
        is_finished: reply.is_finished,
      });
      void queryClient.invalidateQueries({ queryKey: chatListQueryKey, exact: true });
      if (fresh) {
        markFreshReply(reply.chat_id, next.length - 1);
        await navigate(buildLink(paths.chat.detail, { id: reply.chat_id }), {
          replace: chatId === null,
        });
      } else {
        setAnnouncement('');
        typeOut(next.length - 1);
      }
    },
  });

  const onTyped = useCallback(
    (content: string) => {
      setAnnouncement(content);
      typed();
    },
    [typed],
  );

  if (chatId && detail.isPending) return <BlockLoader />;
  const missing = detail.error instanceof ApiError && detail.error.status === 404;

  const last = prompts.at(-1);
  const offered =
    last?.type === 'answer' && typingAt === null && !send.isPending && !finished
      ? last.possible_fixed_values
      : [];
  // A chat is titled by its name (its first question, or as renamed).
  const title = chatId
    ? (chats?.find((chat) => chat.id === chatId)?.name ?? t('chat.title'))
    : t('chat.newTitle');

  return (
    <section className={styles.screen}>
      <ChatHeader title={title} />
      {detail.isError && (
        <Notice tone="error">{missing ? t('chat.notFound') : t('chat.loadError')}</Notice>
      )}
      {prompts.length === 0 && !send.isPending && !detail.isError && (
        <ChatStarters onPick={(prompt) => send.mutate(prompt)} />
      )}
      <ol className={styles.messages} aria-label={t('chat.messages')}>
        {prompts.map((prompt, index) => (
          <ChatMessage key={index} prompt={prompt} typing={index === typingAt} onTyped={onTyped} />
        ))}
        {send.isPending && (
          <>
            <ChatMessage
              prompt={{ type: 'question', content: send.variables, possible_fixed_values: [] }}
            />
            <li className={styles.thinking}>
              <Loader size="small" label={t('chat.thinking')} />
            </li>
          </>
        )}
      </ol>
      <FixedValues values={offered} onPick={(label) => send.mutate(label)} />
      {finished && typingAt === null && (
        <Notice>
          <p>{t('chat.finished')}</p>
          <ButtonLink to={buildLink(paths.chat.detail, { id: 'new' })} size="sm">
            {t('chat.startNew')}
          </ButtonLink>
        </Notice>
      )}
      {!missing && (
        <ChatComposer
          onSend={(prompt) => send.mutate(prompt)}
          busy={send.isPending}
          answering={
            last?.type === 'answer' &&
            !finished &&
            last.possible_fixed_values.length > 0 &&
            !offersMore(last.possible_fixed_values)
          }
        />
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </section>
  );
};

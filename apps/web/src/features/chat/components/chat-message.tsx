import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatPrompt } from '@parytet/contract/chats';
import { useTypewriter } from '../hooks/use-typewriter.ts';
import styles from './chat.module.css';

export type ChatMessageProps = {
  prompt: ChatPrompt;
  /** A reply that just arrived: typed out character by character. */
  typing?: boolean;
  /** Told once a typed reply is wholly on screen (typed out or skipped). */
  onTyped?: (content: string) => void;
};

/** One message: the user's question, or the assistant's answer (typed out when new). */
export const ChatMessage = ({ prompt, typing = false, onTyped }: ChatMessageProps) => {
  const { t } = useTranslation();
  const { shown, done, skip } = useTypewriter(prompt.content, typing);

  useEffect(() => {
    if (typing && done) onTyped?.(prompt.content);
  }, [typing, done, onTyped, prompt.content]);

  const mine = prompt.type === 'question';
  return (
    <li className={[styles.message, mine ? styles.question : styles.answer].join(' ')}>
      <span className="visually-hidden">{mine ? t('chat.you') : t('chat.assistant')}: </span>
      {/* While typing, screen readers get the whole answer once, from the live region. */}
      <p className={styles.text} aria-hidden={typing && !done ? true : undefined}>
        {shown}
      </p>
      {typing && !done && (
        <button type="button" className={styles.skip} onClick={skip}>
          {t('chat.skip')}
        </button>
      )}
    </li>
  );
};

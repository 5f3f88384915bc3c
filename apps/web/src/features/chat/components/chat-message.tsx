import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatPrompt } from '@parytet/contract/chats';
import { useTypewriter } from '../hooks/use-typewriter.ts';
import styles from './chat.module.css';

// A screen of the app the assistant names ("On screen: /main/pay-transparency/<id>/indicators").
const SCREEN_PATH = /(\/main\/[a-z0-9-]+(?:\/[a-z0-9-]+)*)/g;

/** The text with every screen path it names as a link to that screen. */
const withLinks = (text: string) =>
  text.split(SCREEN_PATH).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} to={part}>
        {part}
      </Link>
    ) : (
      part
    ),
  );

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
        {mine ? shown : withLinks(shown)}
      </p>
      {typing && !done && (
        <button type="button" className={styles.skip} onClick={skip}>
          {t('chat.skip')}
        </button>
      )}
    </li>
  );
};

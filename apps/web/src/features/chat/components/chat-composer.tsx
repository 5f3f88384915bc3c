import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatPromptBodySchema } from '@parytet/contract/chats';
import { Button } from '#components/ui/button.tsx';
import { useValidationMessage } from '#lib/use-validation-message.ts';
import styles from './chat.module.css';

export type ChatComposerProps = {
  onSend: (prompt: string) => void;
  busy: boolean;
  /** Answering the assistant's question rather than asking one. */
  answering: boolean;
};

/** The prompt: Enter sends, Shift+Enter starts a new line; checked with the server's schema. */
export const ChatComposer = ({ onSend, busy, answering }: ChatComposerProps) => {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    if (busy) return;
    const parsed = chatPromptBodySchema.safeParse({ prompt: value });
    if (!parsed.success) {
      setError(validationMessage(parsed.error.issues[0]));
      return;
    }
    onSend(parsed.data.prompt);
    setValue('');
  };

  return (
    <form
      className={styles.composer}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {answering ? t('chat.promptAnswer') : t('chat.prompt')}
      </label>
      <textarea
        id={inputId}
        className={styles.input}
        rows={2}
        value={value}
        placeholder={t('chat.promptPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <Button type="submit" busy={busy}>
        {t('chat.send')}
      </Button>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
};

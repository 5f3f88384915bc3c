import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle, so people can check what they typed. */
export const PasswordField = ({ id, ...props }: PasswordFieldProps) => {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? `password-${generated}`;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      endAdornment={
        <button
          type="button"
          className={styles.toggle}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('common.hide') : t('common.show')}
          <span className="visually-hidden"> {t('common.thePassword')}</span>
        </button>
      }
    />
  );
};

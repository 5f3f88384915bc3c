import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRules } from '@parytet/contract/validation';
import { IconCheck } from '#components/ui/icons.tsx';
import styles from './password-requirements.module.css';

export type PasswordRequirementsProps = { password: string; id?: string };

/** The contract's password rules, each ticked as soon as the typed password meets it. */
export const PasswordRequirements = ({ password, id }: PasswordRequirementsProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className={styles.box} id={id}>
      <p className={styles.title} id={titleId}>
        {t('auth.passwordRules.title')}
      </p>
      <ul className={styles.list} aria-labelledby={titleId}>
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.key}
              className={[styles.rule, met && styles.met].filter(Boolean).join(' ')}
              data-met={met}
            >
              <span className={styles.mark} aria-hidden="true">
                <IconCheck size={11} strokeWidth={3} />
              </span>
              <span>
                {t(`auth.passwordRules.${rule.key}`)}
                <span className="visually-hidden">
                  {' '}
                  – {met ? t('auth.passwordRules.met') : t('auth.passwordRules.notMet')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
};

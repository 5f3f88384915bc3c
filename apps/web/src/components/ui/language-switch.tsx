import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, currentLanguage } from '#lib/i18n.ts';
import styles from './language-switch.module.css';

const NATIVE_NAMES = { en: 'English', pl: 'Polski' } as const;

export type LanguageSwitchProps = { tone?: 'light' | 'dark'; className?: string };

/** EN | PL toggle; the choice is remembered by the language detector (local storage). */
export const LanguageSwitch = ({ tone = 'light', className }: LanguageSwitchProps) => {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  return (
    <div
      role="group"
      aria-label={t('common.language')}
      className={[styles.group, tone === 'dark' && styles.dark, className]
        .filter(Boolean)
        .join(' ')}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={language === active}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {language.toUpperCase()}
          <span className="visually-hidden"> – {NATIVE_NAMES[language]}</span>
        </button>
      ))}
    </div>
  );
};

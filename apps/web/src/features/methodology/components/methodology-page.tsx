import { useTranslation } from 'react-i18next';
import { MethodologyContent } from './methodology-content.tsx';
import { methodologyTextEn } from './methodology-text-en.tsx';
import { methodologyTextPl } from './methodology-text-pl.tsx';
import './methodology.css';

/**
 * The methodology of decisions §5 for users, in the current app language. The long texts live
 * in one typed file per language rather than in the i18n JSON, where inline markup would not fit.
 */
export function MethodologyPage() {
  const { i18n } = useTranslation();
  // Polish is the product's default and fallback language (spec §1).
  const lang = (i18n.language ?? '').toLowerCase().startsWith('en') ? 'en' : 'pl';
  return (
    <article className="methodology" lang={lang}>
      <MethodologyContent text={lang === 'en' ? methodologyTextEn : methodologyTextPl} />
    </article>
  );
}

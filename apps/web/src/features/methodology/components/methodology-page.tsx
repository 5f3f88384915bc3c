import { useTranslation } from 'react-i18next';
import { MethodologyContentEn } from './methodology-content-en.tsx';
import { MethodologyContentPl } from './methodology-content-pl.tsx';
import './methodology.css';

/**
 * The methodology of decisions §5 for users, in the current app language. The long texts live
 * as TSX per language rather than in the i18n JSON, where formulas and tables would not fit.
 */
export function MethodologyPage() {
  const { i18n } = useTranslation();
  // Polish is the product's default and fallback language (spec §1).
  const lang = (i18n.language ?? '').toLowerCase().startsWith('en') ? 'en' : 'pl';
  return (
    <article className="methodology" lang={lang}>
      {lang === 'en' ? <MethodologyContentEn /> : <MethodologyContentPl />}
    </article>
  );
}

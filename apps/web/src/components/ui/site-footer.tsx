import { useTranslation } from 'react-i18next';
import { paths } from '#lib/paths.ts';
import { NewTabLink } from './new-tab-link.tsx';

/** The public pages' footer: copyright and the legal pages, which open in a new tab. */
export const SiteFooter = ({ className }: { className?: string | undefined }) => {
  const { t } = useTranslation();
  return (
    <footer className={className}>
      <span>© {new Date().getFullYear()} Parytet</span>
      <NewTabLink to={paths.terms}>{t('common.terms')}</NewTabLink>
      <NewTabLink to={paths.privacy}>{t('common.privacy')}</NewTabLink>
    </footer>
  );
};

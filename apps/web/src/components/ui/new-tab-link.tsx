import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type NewTabLinkProps = { to: string; children: ReactNode; className?: string };

/** An in-app page opened in a new tab (terms, privacy); screen readers are told so. */
export const NewTabLink = ({ to, children, className }: NewTabLinkProps) => {
  const { t } = useTranslation();
  return (
    <Link to={to} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
    </Link>
  );
};

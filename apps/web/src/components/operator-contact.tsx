import { useTranslation } from 'react-i18next';
import { useLegalDetails } from '#lib/legal-details.ts';

/**
 * Where the product says "reach out to us": the operator's configured address, or a plain
 * statement that none is configured (never an invented one).
 */
export const OperatorContact = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const { data, isPending } = useLegalDetails();
  if (isPending) return null;
  const email = data?.operator.email ?? null;
  if (!email) return <p className={className}>{t('legal.noContact')}</p>;
  const [before, after] = t('legal.contactOperator', { email: '\u0000' }).split('\u0000');
  return (
    <p className={className} data-testid="operator-contact">
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </p>
  );
};

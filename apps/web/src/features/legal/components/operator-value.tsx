import type { OperatorDetails } from '@parytet/contract/legal';
import { useTranslation } from 'react-i18next';

export type OperatorValueProps = {
  value: string | null;
  loading?: boolean;
  /** The legal pages are Polish whatever the app language; elsewhere the user's language. */
  lang?: 'pl';
};

/**
 * One of the operator's details as configured, or a plain statement that it is not: a
 * deployment never shows invented company data.
 */
export const OperatorValue = ({ value, loading = false, lang }: OperatorValueProps) => {
  const { t } = useTranslation();
  if (value) return <>{value}</>;
  if (loading) return <span aria-busy="true">…</span>;
  return (
    <em className="operator-missing" data-operator-missing="">
      [{lang ? t('legal.notConfigured', { lng: lang }) : t('legal.notConfigured')}]
    </em>
  );
};

/** The operator's e-mail as a link, or the "not configured" statement. */
export const OperatorEmail = (props: OperatorValueProps) =>
  props.value ? <a href={`mailto:${props.value}`}>{props.value}</a> : <OperatorValue {...props} />;

/** "Name (adres: …; KRS: …; NIP: …; REGON: …)" for the first clause of a legal document. */
export const OperatorDetailsLine = ({
  operator,
  loading,
}: {
  operator: OperatorDetails;
  loading: boolean;
}) => (
  <span data-testid="operator-details">
    <OperatorValue value={operator.name} loading={loading} lang="pl" /> (adres:{' '}
    <OperatorValue value={operator.address} loading={loading} lang="pl" />; KRS:{' '}
    <OperatorValue value={operator.krs} loading={loading} lang="pl" />; NIP:{' '}
    <OperatorValue value={operator.nip} loading={loading} lang="pl" />; REGON:{' '}
    <OperatorValue value={operator.regon} loading={loading} lang="pl" />)
  </span>
);

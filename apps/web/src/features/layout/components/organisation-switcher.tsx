import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Select } from '#components/ui/select.tsx';
import { useEnterOrganisation } from '#lib/enter-organisation.ts';
import { switchOrganisation, useOrganisations } from '#lib/organisations.ts';
import styles from './organisation-switcher.module.css';

/**
 * Which organisation the session acts for, shown only to a user with more than one (an HR
 * consultancy serving several companies). Choosing another takes a token for it, forgets every
 * cached answer and opens its pay-gap section.
 */
export const OrganisationSwitcher = () => {
  const { t } = useTranslation();
  const { data: organisations = [] } = useOrganisations();
  const enter = useEnterOrganisation();
  const change = useMutation({
    mutationFn: switchOrganisation,
    onSuccess: (session) => enter(session),
  });
  if (organisations.length < 2) return null;
  const acting = organisations.find((o) => o.acting)?.id ?? '';
  return (
    <Select
      className={styles.switcher}
      label={t('team.switcher.label')}
      value={acting}
      disabled={change.isPending}
      options={organisations.map((o) => ({ value: o.id, label: o.name }))}
      onChange={(event) => change.mutate(event.target.value)}
      data-testid="organisation-switcher"
    />
  );
};

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MeResponse } from '@parytet/contract/users';
import { paths } from '#lib/paths.ts';
import styles from './user-badge.module.css';

/** "Anna Kowalska" → "AK"; one word → its first letter. */
const initialsOf = (fullName: string) =>
  fullName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');

export type UserBadgeProps = { user: MeResponse; compact?: boolean };

/** Avatar and name, linking to the profile. */
export const UserBadge = ({ user, compact = false }: UserBadgeProps) => {
  const { t } = useTranslation();
  return (
    <NavLink
      to={paths.main.profile}
      className={[styles.badge, compact && styles.compact].filter(Boolean).join(' ')}
      title={compact ? user.full_name : undefined}
    >
      <span className={styles.avatar} aria-hidden="true">
        {initialsOf(user.full_name)}
      </span>
      <span className={styles.text}>
        <span className={styles.name} data-testid="user-name">
          {user.full_name}
        </span>
        <span className={styles.plan}>
          {t('layout.plan', { plan: t(`common.planNames.${user.subscription_plan}`) })}
        </span>
      </span>
    </NavLink>
  );
};

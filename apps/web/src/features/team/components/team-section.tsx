import { useTranslation } from 'react-i18next';
import { can } from '@parytet/contract/permissions';
import { Card } from '#components/ui/card.tsx';
import { BlockLoader } from '#components/ui/loader.tsx';
import { useCurrentUser } from '#lib/current-user.ts';
import { useOrganisations } from '#lib/organisations.ts';
import { useMembers } from '../api/members.ts';
import { AuditLog } from './audit-log.tsx';
import { InviteForm } from './invite-form.tsx';
import { LeaveOrganisation } from './leave-organisation.tsx';
import { MembersTable } from './members-table.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import styles from './team.module.css';

/**
 * The profile's Team section: members and their roles, inviting and revoking, leaving, and
 * the audit log, each shown only to a role that may use it.
 */
export const TeamSection = () => {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const members = useMembers();
  const organisations = useOrganisations();
  if (!me || !members.data) return <BlockLoader />;
  const userId = members.data.members.find((m) => m.email === me.email)?.user_id ?? '';
  const manage = can(me.role, 'members.manage');
  const owners = members.data.members.filter((m) => m.role === 'owner').length;

  return (
    <section className={styles.section} aria-labelledby="team-heading" data-testid="team-section">
      <div>
        <h2 id="team-heading" className={styles.heading}>
          {t('team.title')}
        </h2>
        <p className={styles.intro}>{t('team.intro', { organisation: me.organisation_name })}</p>
      </div>
      <Card flat>
        <MembersTable members={members.data.members} me={me} userId={userId} />
      </Card>
      {manage && (
        <Card flat>
          <h3 id="invite-heading" className={styles.subheading}>
            {t('team.invite.title')}
          </h3>
          <p className={styles.intro}>{t('team.invite.intro')}</p>
          <InviteForm myRole={me.role} />
          <h3 className={styles.subheading}>{t('team.invitations.title')}</h3>
          <PendingInvitations invitations={members.data.invitations} />
        </Card>
      )}
      {can(me.role, 'audit.read') && (
        <Card flat>
          <AuditLog />
        </Card>
      )}
      <LeaveOrganisation
        me={me}
        lastOwner={me.role === 'owner' && owners <= 1}
        otherOrganisations={Math.max(0, (organisations.data?.length ?? 1) - 1)}
      />
    </section>
  );
};

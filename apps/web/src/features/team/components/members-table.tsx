import { useTranslation } from 'react-i18next';
import type { Member } from '@parytet/contract/organisations';
import { assignableRoles, can, roles, type Role } from '@parytet/contract/permissions';
import type { MeResponse } from '@parytet/contract/users';
import { Select } from '#components/ui/select.tsx';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifySuccess } from '#lib/notify.ts';
import { useChangeRole } from '../api/change-role.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useTransferOwnership } from '../api/transfer-ownership.ts';
import { ConfirmButton } from './confirm-button.tsx';
import styles from './team.module.css';

export type MembersTableProps = { members: readonly Member[]; me: MeResponse; userId: string };

/** Roles the caller may set on this member: an owner is touched only by an owner. */
const editableRoles = (myRole: Role, target: Member): readonly Role[] => {
  if (!can(myRole, 'members.manage')) return [];
  if (target.role === 'owner' && myRole !== 'owner') return [];
  const allowed = assignableRoles(myRole);
  return roles.filter((r) => allowed.includes(r) || r === target.role);
};

export const MembersTable = ({ members, me, userId }: MembersTableProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const isOwner = me.role === 'owner';

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('team.members.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('team.members.name')}</th>
            <th scope="col">{t('team.members.email')}</th>
            <th scope="col">{t('team.members.role')}</th>
            <th scope="col">{t('team.members.joined')}</th>
            <th scope="col">{t('team.members.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const self = member.user_id === userId;
            const options = self ? [] : editableRoles(me.role, member);
            const name = member.full_name;
            return (
              <tr key={member.user_id} data-testid="member-row">
                <th scope="row">
                  {name} {self && <span className={styles.muted}>{t('team.members.you')}</span>}
                </th>
                <td className={styles.email}>{member.email}</td>
                <td>
                  {options.length > 1 ? (
                    <Select
                      className={styles.roleSelect}
                      label={
                        <span className="visually-hidden">
                          {t('team.members.roleOf', { name })}
                        </span>
                      }
                      value={member.role}
                      disabled={changeRole.isPending}
                      options={options.map((role) => ({
                        value: role,
                        label: t(`team.roles.${role}`),
                      }))}
                      onChange={(event) => {
                        const role = event.target.value as Role;
                        changeRole.mutate(
                          { userId: member.user_id, role },
                          {
                            onSuccess: () =>
                              notifySuccess(
                                t('team.members.roleChanged', {
                                  name,
                                  role: t(`team.roles.${role}`),
                                }),
                              ),
                          },
                        );
                      }}
                    />
                  ) : (
                    t(`team.roles.${member.role}`)
                  )}
                </td>
                <td>{formatDate(member.joined_at, lang, 'short')}</td>
                <td>
                  <div className={styles.rowActions}>
                    {options.length > 0 && (
                      <ConfirmButton
                        question={t('team.members.removeConfirm', { name })}
                        busy={remove.isPending}
                        onConfirm={() =>
                          remove.mutate(member.user_id, {
                            onSuccess: () => notifySuccess(t('team.members.removed', { name })),
                          })
                        }
                      >
                        {t('team.members.remove')}
                      </ConfirmButton>
                    )}
                    {isOwner && !self && member.role !== 'owner' && (
                      <ConfirmButton
                        question={t('team.members.makeOwnerConfirm', { name })}
                        busy={transfer.isPending}
                        onConfirm={() =>
                          transfer.mutate(member.user_id, {
                            onSuccess: () => notifySuccess(t('team.members.transferred', { name })),
                          })
                        }
                      >
                        {t('team.members.makeOwner')}
                      </ConfirmButton>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};

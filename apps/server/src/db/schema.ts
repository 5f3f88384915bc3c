import type { ColumnType, Generated } from 'kysely';
import type { PlanId } from '@parytet/contract/plans';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type OrganisationsTable = {
  id: Generated<string>;
  name: string;
  number_of_employees: string;
  plan: PlanId;
  /** Per-organisation override of the plan's limits, set by an operator. */
  limits_override: ColumnType<
    Record<string, unknown> | null,
    string | null | undefined,
    string | null
  >;
  trial_ends_at: NullableTimestamp;
  subscription_active: Generated<boolean>;
  created_at: Generated<Date>;
};

export type UsersTable = {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  full_name: string;
  job_title: string;
  lang: string;
  verified_at: NullableTimestamp;
  token_version: Generated<number>;
  created_at: Generated<Date>;
};

export type MembershipsTable = {
  user_id: string;
  organisation_id: string;
  role: 'owner' | 'member';
  created_at: Generated<Date>;
};

export type AuthCodesTable = {
  id: Generated<string>;
  user_id: string;
  kind: 'verify' | 'reset';
  code_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
};

export type LoginFailuresTable = {
  email: string;
  /** The client's IP address (migration 0020). */
  source: Generated<string>;
  failed_at: Generated<Date>;
};

/** Tables added by later migrations extend this type in their own module's repository files. */
export type Database = {
  organisations: OrganisationsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  auth_codes: AuthCodesTable;
  login_failures: LoginFailuresTable;
};

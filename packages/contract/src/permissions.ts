import { z } from 'zod';

/**
 * The roles of a membership: an owner may do everything, an admin manages
 * people and reports, a member works with reports, a viewer (an auditor, a workers'
 * representative) only reads.
 */
export const roles = ['owner', 'admin', 'member', 'viewer'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/**
 * Every action a role may or may not take, with the roles allowed to. The server refuses any
 * other role with 403 FORBIDDEN_FOR_ROLE; the web reads the same map to hide what a role can't do.
 */
export const permissions = {
  // Reports, their views and downloads.
  'reports.read': ['owner', 'admin', 'member', 'viewer'],
  'reports.upload': ['owner', 'admin', 'member'],
  'reports.rename': ['owner', 'admin', 'member'],
  'reports.delete': ['owner', 'admin', 'member'],
  // Per-person data (decisions §9): the employee table gives each person's pay, and a figure
  // over fewer people than the minimum group size is one or two people's pay. The HR team holds
  // the file anyway and sees them (small groups marked); a viewer (workers' representatives,
  // auditors) sees aggregates only, exactly what the PDF export holds: such figures withheld.
  'reports.employees': ['owner', 'admin', 'member'],
  'reports.small-groups': ['owner', 'admin', 'member'],
  // The assistant chat: a conversation is the caller's own, so reading pay needs no write right.
  'chat.use': ['owner', 'admin', 'member', 'viewer'],
  // EU reporting: categories of workers, the joint assessment and the letters change stored work.
  'reporting.read': ['owner', 'admin', 'member', 'viewer'],
  'reporting.edit': ['owner', 'admin', 'member'],
  // Recording (or undoing) that the report was filed starts the Art. 10 six months.
  'reporting.submit': ['owner', 'admin'],
  // Art. 7 letters answer one worker's request: they are that worker's personal data.
  'reporting.letters': ['owner', 'admin', 'member'],
  // Salary bands: the HR team and viewers read the structure and its aggregates (viewers with
  // small groups withheld); owners and admins set it, and draft it from a report's pay.
  'salary-bands.read': ['owner', 'admin', 'member', 'viewer'],
  'salary-bands.edit': ['owner', 'admin'],
  // Merit cycles: the HR team and viewers read a cycle and its aggregate impact (viewers with
  // small groups withheld); each person's proposal is per-person pay, so not for a viewer.
  // Owners and admins prepare and submit a cycle and apply it once approved; an owner approves.
  'merit.read': ['owner', 'admin', 'member', 'viewer'],
  'merit.proposals': ['owner', 'admin', 'member'],
  'merit.edit': ['owner', 'admin'],
  'merit.approve': ['owner'],
  'merit.apply': ['owner', 'admin'],
  // The regression model behind every report's unexplained gap: a methodological choice.
  'reporting.model': ['owner', 'admin'],
  // Benchmarking: everyone reads the comparison (viewers with small groups withheld); the HR
  // team maps positions and locations; only an owner decides to share aggregates with the pool.
  'benchmarking.read': ['owner', 'admin', 'member', 'viewer'],
  'benchmarking.map': ['owner', 'admin', 'member'],
  'benchmarking.contribute': ['owner'],
  // People.
  'members.read': ['owner', 'admin', 'member', 'viewer'],
  'members.manage': ['owner', 'admin'],
  'audit.read': ['owner', 'admin'],
  // The organisation itself.
  'organisation.export': ['owner', 'admin'],
  'organisation.rename': ['owner', 'admin'],
  'organisation.plan': ['owner'],
  'organisation.delete': ['owner'],
  'organisation.transfer': ['owner'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;
export const permissionKeys = Object.keys(permissions) as Permission[];

export const can = (role: Role, permission: Permission): boolean =>
  (permissions[permission] as readonly Role[]).includes(role);

/** An admin may hand out every role but owner; only an owner makes another owner. */
export const assignableRoles = (role: Role): readonly Role[] =>
  role === 'owner' ? roles : role === 'admin' ? ['admin', 'member', 'viewer'] : [];

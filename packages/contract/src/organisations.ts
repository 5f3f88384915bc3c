import { z } from 'zod';
import { auditActionSchema } from '#audit.ts';
import { langFieldSchema } from '#common.ts';
import { roleSchema } from '#permissions.ts';
import { emailSchema, passwordSchema, profileFieldSchema } from '#validation.ts';

/** One of the caller's organisations; `acting` marks the one its token acts for. */
export const organisationSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: roleSchema,
  acting: z.boolean(),
});
export const organisationListSchema = z.array(organisationSummarySchema);
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

export const switchOrganisationBodySchema = z.object({ organisation_id: z.uuid() });
export type SwitchOrganisationBody = z.infer<typeof switchOrganisationBodySchema>;

/** Invitations are valid for 7 days and work once. */
export const INVITATION_TTL_DAYS = 7;

export const createInvitationBodySchema = z.object({
  email: emailSchema,
  role: roleSchema,
  lang: langFieldSchema,
});
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;
export const createInvitationResponseSchema = z.object({ id: z.uuid() });

/** The invite form on the Team section, built from the same field schemas as the body. */
export const inviteFormSchema = z.object({ email: emailSchema, role: roleSchema });
export type InviteForm = z.infer<typeof inviteFormSchema>;

export const invitationCodeParamsSchema = z.object({ code: z.string().min(1).max(200) });

/** What the invite screen shows before anyone logs in. */
export const invitationPreviewSchema = z.object({
  organisation_name: z.string(),
  inviter_name: z.string().nullable(),
  email: z.string(),
  role: roleSchema,
  /** A verified account has this e-mail: the screen offers login, otherwise sign-up. */
  account_exists: z.boolean(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const userIdParamsSchema = z.object({ user_id: z.string().min(1).max(100) });

export const memberSchema = z.object({
  user_id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  role: roleSchema,
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** Pending invitations are listed only to those who may manage members (empty otherwise). */
export const membersResponseSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type MembersResponse = z.infer<typeof membersResponseSchema>;

export const changeRoleBodySchema = z.object({ role: roleSchema });
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

export const transferOwnershipBodySchema = z.object({ user_id: z.uuid() });
export type TransferOwnershipBody = z.infer<typeof transferOwnershipBodySchema>;

export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: auditActionSchema,
  actor_email: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** The invite screen's sign-up: the e-mail is the invited one, the company the inviting one. */
export const invitedSignUpFormSchema = z.object({
  firstName: profileFieldSchema,
  lastName: profileFieldSchema,
  jobTitle: profileFieldSchema,
  password: passwordSchema,
  terms: z.literal(true, { error: 'terms_required' }),
});
export type InvitedSignUpForm = z.infer<typeof invitedSignUpFormSchema>;

/** The invite screen's login: the e-mail is the invited one. */
export const invitedLoginFormSchema = z.object({
  password: z.string().min(1, 'password_required'),
});

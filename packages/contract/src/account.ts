import { z } from 'zod';
import { passwordSchema } from '#validation.ts';

/** Self-service in the profile screen: name, password, account and organisation. */

/** full_name is first and last name joined by one space (as at sign-up). */
export const updateProfileBodySchema = z.object({
  full_name: z.string().trim().min(2, 'field_length').max(241, 'field_length'),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  current_password: z.string().min(1, 'password_required'),
  new_password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** An account with a password confirms with it; one that signs in through a provider has none. */
export const deleteAccountBodySchema = z.object({
  password: z.string().optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** The owner types the organisation's name to confirm. */
export const deleteOrganisationBodySchema = z.object({
  name: z.string().trim().min(1, 'field_length'),
});
export type DeleteOrganisationBody = z.infer<typeof deleteOrganisationBodySchema>;

/** The organisation's data ZIP being built in the background, then kept for download. */
export const organisationExportStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(['queued', 'running', 'ready', 'failed']),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  file_name: z.string().nullable(),
  /** The archive's size once it is ready. */
  size_bytes: z.number().int().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** After this the file is deleted and the download answers EXPORT_NOT_READY. */
  expires_at: z.iso.datetime({ offset: true }),
});
export type OrganisationExportStatus = z.infer<typeof organisationExportStatusSchema>;

import { z } from 'zod';
import { passwordSchema } from './validation.ts';

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

import { z } from 'zod';

/** What the audit log records (organisations issue); the web words each in both languages. */
export const auditActions = [
  'report.uploaded',
  'report.renamed',
  'report.deleted',
  'member.invited',
  'invitation.revoked',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'member.left',
  'ownership.transferred',
  'organisation.renamed',
  'organisation.plan_changed',
  'organisation.limits_changed',
  'organisation.features_changed',
  'organisation.trial_extended',
  'organisation.blocked',
  'organisation.unblocked',
  'organisation.exported',
  'organisation.subscription_changed',
  'report.exported',
  'information_request.answered',
  'categories.saved',
  'assessment.recorded',
  'assessment.record_deleted',
  'report.submitted',
  'report.submission_withdrawn',
  'salary_bands.saved',
  'regression_model.changed',
  'benchmarking.contribution_changed',
  'benchmarking.mapping_saved',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

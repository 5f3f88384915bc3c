import { z } from 'zod';
import type { JobDefinition } from '#jobs/job-runner.ts';
import type { MailMessage, Mailer } from './mailer.ts';

const mailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
}) satisfies z.ZodType<MailMessage>;

/**
 * Outgoing mail as a job, so a mail survives the process that decided to send it and an SMTP
 * server that is down for a while: retried with backoff for about an hour.
 */
export const mailJob = (mailer: Mailer): JobDefinition<MailMessage> => ({
  name: 'send-mail',
  data: mailMessageSchema,
  queue: {
    retryLimit: 8,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 120,
    // The mail holds a sign-in link: it is not kept long after it was sent.
    deleteAfterSeconds: 3600,
  },
  work: { pollingIntervalSeconds: 1, localConcurrency: 2 },
  handle: (message) => mailer.send(message),
});

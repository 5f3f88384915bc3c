import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { FeatureSet } from '@parytet/contract/features';
import type { PlanId, PlanLimits } from '@parytet/contract/plans';
import type { Config } from '#config.ts';
import type { Database } from '#db/schema.ts';
import type { MailMessage, Mailer } from '#mail/mailer.ts';

/** Everything a service needs from the outside world; built once in server.ts or by a test. */
export type AppContext = {
  config: Config;
  db: Kysely<Database>;
  pool: pg.Pool;
  mailer: Mailer;
  jwtSecret: Uint8Array;
  planLimits: Record<PlanId, PlanLimits>;
  /** Which features each plan has (PLAN_FEATURES over the contract's defaults). */
  planFeatures: Record<PlanId, FeatureSet>;
  /**
   * Asks the background queue to process a report; null where no queue runs (tests may call the
   * processor directly). `upload` lets a worker in this process skip reading the file back.
   */
  enqueueReport: ((reportId: string, upload?: Buffer) => Promise<void>) | null;
  /** Asks the background queue to build an export; null where no queue runs. */
  enqueueExport: ((exportId: string) => Promise<void>) | null;
  /** Asks the background queue to build an organisation's data ZIP; null where no queue runs. */
  enqueueOrganisationExport: ((exportId: string) => Promise<void>) | null;
  /**
   * Sends a mail: as a job with retries once the jobs run (jobs/jobs.ts), directly before that
   * (tests without jobs, the admin CLI).
   */
  sendMail: (message: MailMessage) => Promise<void>;
};

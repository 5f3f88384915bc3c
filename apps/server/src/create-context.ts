import type { Config } from '#config.ts';
import { planFeaturesFor, planLimitsFor } from '#config.ts';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/database.ts';
import { resolveJwtSecret } from '#lib/jwt-secret.ts';
import { createMailer } from '#mail/create-mailer.ts';

export const createContext = async (
  config: Config,
  database: Db,
  log: (message: string) => void,
): Promise<AppContext> => {
  const mailer = createMailer(config, log);
  return {
    config,
    db: database.db,
    pool: database.pool,
    mailer,
    jwtSecret: await resolveJwtSecret(config),
    planLimits: planLimitsFor(config),
    planFeatures: planFeaturesFor(config),
    enqueueReport: null,
    enqueueExport: null,
    enqueueOrganisationExport: null,
    sendMail: (message) => mailer.send(message),
  };
};

import { parseLimits, type ParseLimits } from '#modules/report-processing/parse-limits.ts';
import { ownDatabase } from '../helpers/own-database.ts';
import { createTestApp } from '../helpers/test-context.ts';

/**
 * An app with its worker on a database of the test file's own, under parse limits set for that
 * file (tight ones stop a hanging file soon, which keeps the test short): its worker takes no
 * other file's jobs and no other file's uploads meet these limits. `close` puts the limits back
 * and drops the database.
 */
export const startLimitedApp = async (suffix: string, limits: Partial<ParseLimits>) => {
  const database = ownDatabase(suffix);
  const saved = { ...parseLimits };
  Object.assign(parseLimits, limits);
  try {
    await database.create();
    const t = await createTestApp(
      { RATE_LIMIT_ENABLED: 'false', DATABASE_URL: database.url },
      { queue: true },
    );
    return {
      t,
      close: async () => {
        Object.assign(parseLimits, saved);
        await t.close();
        await database.drop();
      },
    };
  } catch (error) {
    Object.assign(parseLimits, saved);
    throw error;
  }
};

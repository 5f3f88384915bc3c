import type { Currency } from '@parytet/contract/reports';
import type { BandStructure } from '@parytet/engine';
import type { AppContext } from '../../context.ts';
import { findVersionInForce } from './salary-bands.repository.ts';

export { bandForRole } from './salary-bands.service.ts';

/**
 * What merit cycles read of the bands: the version in force on a day (a report's period end),
 * in the report's currency; null without one (bands in another currency are not read).
 */
export const bandsInForce = async (
  ctx: AppContext,
  organisationId: string,
  day: string,
  currency: Currency,
): Promise<(BandStructure & { version: number }) | null> => {
  const row = await findVersionInForce(ctx.db, organisationId, day);
  if (!row || row.currency !== currency) return null;
  return {
    version: row.version,
    basis: row.basis,
    bands: row.bands,
    job_families: row.job_families,
  };
};

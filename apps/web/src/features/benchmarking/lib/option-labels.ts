import type { TFunction } from 'i18next';
import type { BenchmarkRolesResponse } from '@parytet/contract/benchmarking';

/** The select's value for "none of these" (a role or region that is null on purpose). */
export const NONE = '__none';

/**
 * A role as the select offers it: its name, and whether the market table has figures for the
 * role itself, only for its occupational group, or none (the pool may still have it).
 */
export const roleOptionLabel = (
  t: TFunction,
  role: BenchmarkRolesResponse['roles'][number],
  name: string,
) => {
  if (role.market_rows === 0) return t('benchmarking.mapping.positions.noMarket', { name });
  if (role.major_group) return t('benchmarking.mapping.positions.groupMarket', { name });
  return name;
};

import {
  benchmarkRoles,
  regions,
  seniorities,
  SENIORITY_YEARS,
  type BenchmarkRolesResponse,
  type Comparability,
  type MarketSource,
} from '@parytet/contract/benchmarking';
import { marketRowCount } from './market.ts';
import { REGION_NAMES } from './regions.ts';
import { benchmarkRoleDef, SENIORITY_NAMES } from './role-catalogue.ts';

/** The roles, seniorities and regions a mapping chooses from, named in both languages. */
export function benchmarkChoices(): BenchmarkRolesResponse {
  return {
    roles: benchmarkRoles.map((id) => {
      const def = benchmarkRoleDef(id);
      return {
        id,
        name: { en: def.en, pl: def.pl },
        market_rows: marketRowCount(id),
        major_group: def.market.majorGroup,
      };
    }),
    seniorities: seniorities.map((id) => ({
      id,
      name: SENIORITY_NAMES[id],
      years_from: SENIORITY_YEARS[id].from,
      years_to: SENIORITY_YEARS[id].to,
    })),
    regions: regions.map((id) => ({ id, name: REGION_NAMES[id] })),
  };
}

/**
 * Whether a market figure is the same kind of amount as a salary file's pay (gross, under an
 * employment contract): a B2B amount is an invoice, net of VAT and before the contractor's own
 * tax and contributions, whatever its unit says; a net survey is take-home pay.
 */
export function comparabilityOf(source: MarketSource): Comparability {
  if (source.contract === 'b2b') return 'b2b_net_vs_gross';
  if (source.basis === 'net') return 'net_vs_gross';
  if (source.basis === 'unstated') return 'unstated_vs_gross';
  return 'like_for_like';
}

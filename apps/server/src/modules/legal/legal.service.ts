import type { LegalResponse } from '@parytet/contract/legal';
import { OPERATOR_VARIABLES, type Config } from '#config.ts';

type LegalConfig = Pick<Config, (typeof OPERATOR_VARIABLES)[number] | 'PLAN_PRICES'>;

/** Only what the deployment configured: nothing here is ever filled in by default. */
export const legalDetails = (config: LegalConfig): LegalResponse => ({
  operator: {
    name: config.OPERATOR_NAME ?? null,
    address: config.OPERATOR_ADDRESS ?? null,
    krs: config.OPERATOR_KRS ?? null,
    nip: config.OPERATOR_NIP ?? null,
    regon: config.OPERATOR_REGON ?? null,
    email: config.OPERATOR_EMAIL ?? null,
  },
  plan_prices: config.PLAN_PRICES ?? {},
});

/** The start-time warning: a public deployment must name who runs it. */
export const legalConfigWarning = (config: LegalConfig): string | null => {
  const missing = OPERATOR_VARIABLES.filter((name) => !config[name]);
  if (missing.length === 0) return null;
  return `  Warning: ${missing.join(', ')} not set: the terms and privacy pages say "not configured by this deployment's operator" instead`;
};

import type { Script } from '../helpers/script.ts';
import { CURRENCY } from './currency.ts';
import { GAP_WHY, SALARY_FAIR } from './gap-fair.ts';
import { MORE_PL } from './more-pl.ts';
import { POSITION_QUERIES, PREMISES, REPORTING } from './reporting.ts';
import { ROLE_PAY } from './role-pay.ts';
import { MIXED, OTHER, TERMS } from './terms-other.ts';

export const ALL_SCRIPTS: Script[] = [
  ...ROLE_PAY,
  ...GAP_WHY,
  ...SALARY_FAIR,
  ...TERMS,
  ...OTHER,
  ...MIXED,
  ...MORE_PL,
  ...CURRENCY,
  ...REPORTING,
  ...PREMISES,
  ...POSITION_QUERIES,
];

import type { OperatorDetails } from '@parytet/contract/legal';
import { useLegalDetails } from '#lib/legal-details.ts';

const NONE: OperatorDetails = {
  name: null,
  address: null,
  krs: null,
  nip: null,
  regon: null,
  email: null,
};

export type OperatorState = { operator: OperatorDetails; loading: boolean };

/** The operator's configured details; every field null until (and unless) configured. */
export const useOperator = (): OperatorState => {
  const { data, isPending } = useLegalDetails();
  return { operator: data?.operator ?? NONE, loading: isPending };
};

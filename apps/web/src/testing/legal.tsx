import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { LegalResponse } from '@parytet/contract/legal';
import { createQueryClient } from '#lib/query-client.ts';
import { legalDetailsQueryOptions } from '#lib/legal-details.ts';

export const CONFIGURED: LegalResponse = {
  operator: {
    name: 'Operator Testowy sp. z o.o.',
    address: 'ul. Testowa 1, 00-001 Warszawa',
    krs: '0000000001',
    nip: '0000000002',
    regon: '000000003',
    email: 'kontakt@operator.example',
  },
  plan_prices: {},
};

export const UNCONFIGURED: LegalResponse = {
  operator: { name: null, address: null, krs: null, nip: null, regon: null, email: null },
  plan_prices: {},
};

/** Renders a legal page with the operator's details already answered. */
export const renderWithLegal = (element: ReactElement, legal: LegalResponse = CONFIGURED) => {
  const client = createQueryClient();
  client.setQueryData(legalDetailsQueryOptions().queryKey, legal);
  return render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
};

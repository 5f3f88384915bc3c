import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { organisationsRoutes } from '@parytet/contract/routes/organisations';
import { call } from '#lib/api/call.ts';
import { routeKey } from '#lib/api/query-keys.ts';

export const AUDIT_PAGE_SIZE = 10;

export const useAuditLog = (page: number) => {
  const query = { page, page_size: AUDIT_PAGE_SIZE };
  return useQuery({
    queryKey: routeKey(organisationsRoutes.auditLog, { query }),
    queryFn: () => call(organisationsRoutes.auditLog, { query }),
    placeholderData: keepPreviousData,
  });
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@parytet/contract/common';
import type { CriteriaBody } from '@parytet/contract/salary-band-documents';
import { salaryBandDocumentsRoutes as routes } from '@parytet/contract/routes/salary-band-documents';
import { routeKey } from '#lib/api/query-keys.ts';
import {
  draftFromTemplate,
  getBandAdverts,
  getCriteria,
  saveCriteria,
} from '../api/band-documents-calls.ts';

export const useBandAdverts = (version?: number) =>
  useQuery({
    queryKey: [...routeKey(routes.adverts), version ?? 'newest'],
    queryFn: ({ signal }) => getBandAdverts(version, signal),
  });

const criteriaKey = (lang: Language) => routeKey(routes.criteria, { query: { lang } });

export const useCriteria = (lang: Language) =>
  useQuery({ queryKey: criteriaKey(lang), queryFn: ({ signal }) => getCriteria(lang, signal) });

export const useSaveCriteria = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CriteriaBody) => saveCriteria(body),
    onSuccess: (answer) => queryClient.setQueryData(criteriaKey(answer.lang), answer),
  });
};

/** The template's draft: a refusal names rows and rules, which the wizard lists itself. */
export const useTemplateDraft = () =>
  useMutation({ mutationFn: draftFromTemplate, meta: { silentError: true } });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryScheme } from '@parytet/contract/reporting/categories';
import type { AssessmentRecordBody } from '@parytet/contract/reporting/indicators';
import { REPORT_POLL_INTERVAL_MS } from '@parytet/contract/reports';
import { reportingRoutes } from '@parytet/contract/routes/reporting';
import { routeKey } from '#lib/api/query-keys.ts';
import { addAssessmentRecord } from '../api/add-assessment-record.ts';
import { getAssessment } from '../api/get-assessment.ts';
import { getCategories } from '../api/get-categories.ts';
import { getCategoryVersions } from '../api/get-category-versions.ts';
import { getIndicators } from '../api/get-indicators.ts';
import { removeAssessmentRecord } from '../api/remove-assessment-record.ts';
import { saveCategories } from '../api/save-categories.ts';
import { submitReport, withdrawSubmission } from '../api/submission.ts';

const pollWhileProcessing = (query: { state: { data?: { status: string } } }) =>
  query.state.data?.status === 'processing' ? REPORT_POLL_INTERVAL_MS : false;

const indicatorsKey = (id: string) => routeKey(reportingRoutes.indicators, { params: { id } });
const assessmentKey = (id: string) => routeKey(reportingRoutes.assessment, { params: { id } });
const categoriesKey = routeKey(reportingRoutes.categories);
const versionsKey = routeKey(reportingRoutes.categoryVersions);

/** The indicators of a report, polled while it is processing; the screen shows its own errors. */
export const useIndicators = (id: string) =>
  useQuery({
    queryKey: indicatorsKey(id),
    queryFn: ({ signal }) => getIndicators(id, signal),
    refetchInterval: pollWhileProcessing,
    meta: { silentError: true },
  });

export const useAssessment = (id: string) =>
  useQuery({
    queryKey: assessmentKey(id),
    queryFn: ({ signal }) => getAssessment(id, signal),
    refetchInterval: pollWhileProcessing,
    meta: { silentError: true },
  });

export const useCategories = () =>
  useQuery({ queryKey: categoriesKey, queryFn: ({ signal }) => getCategories(signal) });

export const useCategoryVersions = () =>
  useQuery({ queryKey: versionsKey, queryFn: ({ signal }) => getCategoryVersions(signal) });

/** Saving categories changes every report's indicators and assessment: all are read again. */
export const useSaveCategories = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheme: CategoryScheme) => saveCategories(scheme),
    onSuccess: async (answer) => {
      queryClient.setQueryData(categoriesKey, answer);
      await queryClient.invalidateQueries({ queryKey: versionsKey });
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey.includes('indicators') || q.queryKey.includes('assessment'),
      });
    },
  });
};

export const useAddAssessmentRecord = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssessmentRecordBody) => addAssessmentRecord(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKey(id) }),
  });
};

export const useRemoveAssessmentRecord = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) => removeAssessmentRecord(id, recordId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKey(id) }),
  });
};

/** Recording or undoing the submission moves every due date: the assessment is read again. */
export const useSubmission = (id: string) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: assessmentKey(id) });
  return {
    submit: useMutation({
      mutationFn: (submittedOn: string) => submitReport(id, { submitted_on: submittedOn }),
      onSuccess: refresh,
    }),
    withdraw: useMutation({ mutationFn: () => withdrawSubmission(id), onSuccess: refresh }),
  };
};

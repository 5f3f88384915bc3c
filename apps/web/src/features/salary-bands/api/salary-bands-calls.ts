import type { BandDraftBody, SalaryBandsBody } from '@parytet/contract/salary-bands';
import { salaryBandsRoutes } from '@parytet/contract/routes/salary-bands';
import { call } from '#lib/api/call.ts';

/** GET /salary-bands: the newest version (version 0 with no bands while there is none). */
export const getSalaryBands = (signal?: AbortSignal) =>
  call(salaryBandsRoutes.current, {}, { signal });

/** GET /salary-bands/versions: every saved version, newest first. */
export const getSalaryBandVersions = (signal?: AbortSignal) =>
  call(salaryBandsRoutes.versions, {}, { signal });

/** PUT /salary-bands (owner, admin): a new version, in force from its effective date. */
export const saveSalaryBands = (body: SalaryBandsBody) => call(salaryBandsRoutes.save, { body });

/** POST /salary-bands/draft (owner, admin): a draft from a report's pay; nothing is saved. */
export const draftSalaryBands = (body: BandDraftBody) => call(salaryBandsRoutes.draft, { body });

/** GET /reports/pay-gap/:id/salary-bands: the report against the bands in force, or `version`. */
export const getReportBands = (id: string, version: number | undefined, signal?: AbortSignal) =>
  call(
    salaryBandsRoutes.report,
    { params: { id }, query: version === undefined ? {} : { version } },
    { signal },
  );

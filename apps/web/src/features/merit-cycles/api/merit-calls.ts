import type {
  CreateMeritCycleBody,
  MeritGuidelinesBody,
  MeritProposalsQuery,
  OptimiseBody,
  PatchMeritCycleBody,
  PatchMeritProposalBody,
} from '@parytet/contract/merit-cycles';
import { meritCyclesRoutes as routes } from '@parytet/contract/routes/merit-cycles';
import { call } from '#lib/api/call.ts';
import { fileOf } from '#lib/downloads.ts';

// One function per route of the contract's merit-cycles table; the hooks hold the caching.

export const listCycles = (signal?: AbortSignal) => call(routes.list, {}, { signal });

export const getCycle = (id: string, signal?: AbortSignal) =>
  call(routes.get, { params: { id } }, { signal });

export const createCycle = (body: CreateMeritCycleBody) => call(routes.create, { body });

export const updateCycle = (id: string, body: PatchMeritCycleBody) =>
  call(routes.update, { params: { id }, body });

export const removeCycle = (id: string) => call(routes.remove, { params: { id } });

export const saveGuidelines = (id: string, body: MeritGuidelinesBody) =>
  call(routes.guidelines, { params: { id }, body });

export const getProposals = (id: string, query: MeritProposalsQuery, signal?: AbortSignal) =>
  call(routes.proposals, { params: { id }, query }, { signal });

export const updateProposal = (id: string, employeeId: string, body: PatchMeritProposalBody) =>
  call(routes.updateProposal, { params: { id, employeeId }, body });

export const getImpact = (id: string, signal?: AbortSignal) =>
  call(routes.impact, { params: { id } }, { signal });

/** The optimiser may take a few seconds on a large report: no retry, a generous timeout. */
export const optimise = (id: string, body: OptimiseBody) =>
  call(routes.optimise, { params: { id }, body }, { retry: 0, timeout: 120_000 });

export const submitCycle = (id: string) => call(routes.submit, { params: { id } });

export const approveCycle = (id: string) => call(routes.approve, { params: { id } });

export const sendBackCycle = (id: string, note: string | undefined) =>
  call(routes.sendBack, { params: { id }, body: note ? { note } : {} });

export const applyCycle = (id: string) => call(routes.apply, { params: { id } }, { retry: 0 });

/** The payroll workbook, in the user's language. */
export const downloadPayrollWorkbook = async (
  id: string,
  lang: 'en' | 'pl',
  fallbackName: string,
) =>
  fileOf(
    await call(routes.exportXlsx, { params: { id }, query: { lang } }, { retry: 0 }),
    fallbackName,
  );

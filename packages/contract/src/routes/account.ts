import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  deleteOrganisationBodySchema,
  organisationExportStatusSchema,
  updateProfileBodySchema,
} from '#account.ts';
import { loginResponseSchema, noContentSchema } from '#auth.ts';
import { errorResponseSchema as error } from '#errors.ts';
import { exportPathParamsSchema } from '#report-exports.ts';
import { defineRoute } from './define-route.ts';

const tags = ['account'];

export const accountRoutes = {
  updateProfile: defineRoute({
    method: 'PATCH',
    path: '/users/me',
    summary: 'Changes the caller’s full name',
    tags,
    auth: 'bearer',
    body: updateProfileBodySchema,
    responses: { 204: noContentSchema, 400: error, 401: error },
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/users/me/password',
    summary:
      'Changes the caller’s password (current and new); every other session ends, this one gets a new token',
    tags,
    auth: 'bearer',
    body: changePasswordBodySchema,
    responses: { 200: loginResponseSchema, 400: error, 401: error },
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: '/users/me',
    summary:
      'Deletes the caller’s account (password to confirm); the last owner of an organisation with other members must transfer ownership first',
    tags,
    auth: 'bearer',
    body: deleteAccountBodySchema,
    responses: { 204: noContentSchema, 400: error, 401: error, 409: error },
  }),
  startOrganisationExport: defineRoute({
    method: 'POST',
    path: '/organisation/exports',
    summary:
      'Start building all of the organisation’s data as one ZIP in the background (every report as XLSX, the uploaded files still kept, members, audit log); poll GET /organisation/exports/{id}',
    tags,
    auth: 'bearer',
    permission: 'organisation.export',
    responses: { 202: organisationExportStatusSchema, 401: error, 429: error },
  }),
  latestOrganisationExport: defineRoute({
    method: 'GET',
    path: '/organisation/exports/latest',
    summary:
      'The organisation’s newest data ZIP that has not expired (queued, being built, ready or failed), so that a screen left and opened again follows it; 404 when there is none',
    tags,
    auth: 'bearer',
    permission: 'organisation.export',
    responses: { 200: organisationExportStatusSchema, 401: error, 404: error },
  }),
  organisationExportStatus: defineRoute({
    method: 'GET',
    path: '/organisation/exports/:id',
    summary: 'The data ZIP’s status and progress',
    tags,
    auth: 'bearer',
    permission: 'organisation.export',
    params: exportPathParamsSchema,
    responses: { 200: organisationExportStatusSchema, 401: error, 404: error },
  }),
  organisationExportDownload: defineRoute({
    method: 'GET',
    path: '/organisation/exports/:id/download',
    summary:
      'The finished data ZIP (EXPORT_NOT_READY while it is built, after it failed or expired)',
    tags,
    auth: 'bearer',
    permission: 'organisation.export',
    params: exportPathParamsSchema,
    download: true,
    responses: {},
  }),
  deleteOrganisation: defineRoute({
    method: 'DELETE',
    path: '/organisation',
    summary:
      'Deletes the acting organisation and all of its data (the owner types its name to confirm)',
    tags,
    auth: 'bearer',
    permission: 'organisation.delete',
    body: deleteOrganisationBodySchema,
    responses: { 204: noContentSchema, 400: error, 401: error },
  }),
};

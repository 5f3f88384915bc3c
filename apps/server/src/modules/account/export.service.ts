import { strToU8, zipSync, type Zippable } from 'fflate';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { reportWorkbook } from './export-workbook.ts';
import {
  findAuditForExport,
  findEmployeesForExport,
  findMembersForExport,
  findOrganisationForExport,
  findReportsForExport,
  findUploadsForExport,
} from './export.repository.ts';

/** A name safe in every archive tool and file system, still readable. */
const safeName = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'file';

/**
 * Every piece of the organisation's data as one ZIP (permission organisation.export): the
 * organisation and its members (organisation.json), every report as XLSX (reports/), the
 * uploaded files still kept (uploads/; an upload is kept only until it is processed) and the
 * audit log (audit-log.json). Built in memory: a plan's reports fit comfortably.
 */
export const exportOrganisation = async (ctx: AppContext, auth: AuthUser) => {
  const org = await findOrganisationForExport(ctx.db, auth.organisationId);
  if (!org) throw new AppError('NOT_FOUND');
  const files: Zippable = {};
  const reports = await findReportsForExport(ctx.db, org.id);
  for (const report of reports) {
    const employees = await findEmployeesForExport(ctx.db, org.id, report.id);
    const name = `reports/${safeName(report.label)}-${report.id.slice(0, 8)}.xlsx`;
    // XLSX is already deflated: stored as is.
    files[name] = [await reportWorkbook(report, employees), { level: 0 }];
  }
  for (const upload of await findUploadsForExport(ctx.db, org.id)) {
    const name = `uploads/${upload.id.slice(0, 8)}-${safeName(upload.file_name)}`;
    files[name] = new Uint8Array(upload.data);
  }
  const members = await findMembersForExport(ctx.db, org.id);
  const exportedAt = new Date().toISOString();
  files['organisation.json'] = strToU8(
    JSON.stringify({ exported_at: exportedAt, organisation: org, members }, null, 2),
  );
  files['audit-log.json'] = strToU8(
    JSON.stringify(await findAuditForExport(ctx.db, org.id), null, 2),
  );
  await recordAudit(ctx.db, {
    organisationId: org.id,
    actorId: auth.userId,
    action: 'organisation.exported',
    details: { reports: reports.length },
  });
  return {
    fileName: `parytet-${safeName(org.name)}-${exportedAt.slice(0, 10)}.zip`,
    data: Buffer.from(zipSync(files, { level: 6 })),
  };
};

import { strToU8 } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { writeReportWorkbook } from './export-workbook.ts';
import {
  findAuditForExport,
  findEmployeesForExport,
  findMembersForExport,
  findOrganisationForExport,
  findReportsForExport,
  findUploadData,
  findUploadsForExport,
} from './export.repository.ts';
import { openZipFile } from './zip-file.ts';

/** Employee rows read from the database at once: a page, never a whole report. */
const PAGE_ROWS = 5000;

/** A name safe in every archive tool and file system, still readable. */
const safeName = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'file';

type Db = Kysely<Database>;

async function* employeePages(db: Db, organisationId: string, reportId: string) {
  let after = -1;
  for (;;) {
    const page = await findEmployeesForExport(db, organisationId, reportId, after, PAGE_ROWS);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]?.ordinal ?? after;
    if (page.length < PAGE_ROWS) return;
  }
}

/**
 * Every piece of the organisation's data as one ZIP written to `filePath`: the organisation and
 * its members (organisation.json), every report as XLSX (reports/), the uploaded files still
 * kept (uploads/; an upload is kept only until it is processed) and the audit log
 * (audit-log.json). Reports are paged from the database and streamed through the workbook
 * writer into the file; `progress` hears the share done (0–1) as rows are written. The
 * archive's file name, or null when the organisation is gone. It runs in a worker thread of its
 * own (archive-thread.ts), on that thread's connection `db`.
 */
export const writeOrganisationArchive = async (
  db: Db,
  organisationId: string,
  filePath: string,
  progress: (share: number) => Promise<void>,
) => {
  const org = await findOrganisationForExport(db, organisationId);
  if (!org) return null;
  const zip = openZipFile(filePath);
  try {
    const reports = await findReportsForExport(db, org.id);
    // Progress counts rows, with one for each report so that empty ones move it too.
    const total = reports.reduce((sum, r) => sum + (r.records ?? 0) + 1, 0);
    let done = 0;
    const step = async (rows: number) => {
      done += rows;
      await progress(Math.min(1, done / total));
    };
    for (const report of reports) {
      const name = `reports/${safeName(report.label)}-${report.id.slice(0, 8)}.xlsx`;
      const pages = employeePages(db, org.id, report.id);
      await writeReportWorkbook(report, pages, zip.entry(name), step);
      await step(1);
    }
    for (const upload of await findUploadsForExport(db, org.id)) {
      const data = await findUploadData(db, org.id, upload.id);
      if (!data) continue;
      const name = `uploads/${upload.id.slice(0, 8)}-${safeName(upload.file_name)}`;
      await zip.addFile(name, new Uint8Array(data));
    }
    const members = await findMembersForExport(db, org.id);
    const exportedAt = new Date().toISOString();
    const about = { exported_at: exportedAt, organisation: org, members };
    await zip.addFile('organisation.json', strToU8(JSON.stringify(about, null, 2)));
    const auditLog = await findAuditForExport(db, org.id);
    await zip.addFile('audit-log.json', strToU8(JSON.stringify(auditLog, null, 2)));
    const size = await zip.close();
    return { fileName: `parytet-${safeName(org.name)}-${exportedAt.slice(0, 10)}.zip`, size };
  } catch (error) {
    zip.abort();
    throw error;
  }
};

import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { OrganisationExportStatus } from '@parytet/contract/account';
import type { AppContext } from '#context.ts';
import { AppError, notFound } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { runInThread } from '#lib/run-in-thread.ts';
import { recordAudit } from '#modules/audit/audit.service.ts';
import type { ArchiveAnswer, ArchiveTask } from './archive-thread.ts';
import {
  deleteExpiredOrganisationExports,
  failOrganisationExport,
  findLatestOrganisationExport,
  findLiveOrganisationExportIds,
  findOrganisationExport,
  findOrganisationExportJob,
  finishOrganisationExport,
  insertOrganisationExportUnderCap,
  setOrganisationExportProgress,
} from './organisation-exports.repository.ts';

/**
 * Data ZIPs of one organisation queued or being built at once; one more answers
 * TOO_MANY_EXPORTS. One: an archive holds everything, so a second at once adds nothing.
 */
export const PENDING_ORGANISATION_EXPORTS = 1;
const EXPORT_RETRY_AFTER_SECONDS = 10;
/** A build that takes longer is ended and failed (its job expires after 30 minutes). */
const ARCHIVE_TIMEOUT_MS = 25 * 60_000;

/** Where the archives are kept: DATA_DIR/exports/<id>.zip, shared by the API and the worker. */
const exportsDir = (ctx: AppContext) => path.resolve(ctx.config.DATA_DIR, 'exports');
const archivePath = (ctx: AppContext, id: string) => path.join(exportsDir(ctx), `${id}.zip`);

type Row = Awaited<ReturnType<typeof findOrganisationExport>> & {};

const statusOf = (row: Row): OrganisationExportStatus => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  file_name: row.file_name,
  size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
  created_at: new Date(row.created_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
});

/**
 * Builds a queued archive into its file, in a worker thread (archive-thread.ts) so that the
 * API's event loop stays free; a failure marks it failed and deletes the file.
 */
export const runOrganisationExport = async (ctx: AppContext, id: string) => {
  const job = await findOrganisationExportJob(ctx.db, id);
  if (!job || job.status === 'ready') return;
  const file = archivePath(ctx, id);
  let shown = 0;
  // Progress is stored in order, and all of it before the end, which it must not overwrite.
  let stored: Promise<unknown> = Promise.resolve();
  const store = (percent: number) => {
    stored = stored.then(() => setOrganisationExportProgress(ctx.db, id, 'running', percent));
  };
  try {
    await mkdir(exportsDir(ctx), { recursive: true, mode: 0o700 });
    // A retry starts over.
    await rm(file, { force: true });
    await setOrganisationExportProgress(ctx.db, id, 'running', 1);
    const connectionString = ctx.pool.options.connectionString;
    if (!connectionString) throw new Error('the database pool has no connection string');
    const task: ArchiveTask = {
      connectionString,
      organisationId: job.organisation_id,
      filePath: file,
    };
    const { archive } = await runInThread<ArchiveAnswer>(
      new URL('./archive-thread.ts', import.meta.url),
      task,
      {
        timeoutMs: ARCHIVE_TIMEOUT_MS,
        onProgress: (share) => {
          const percent = Math.floor(1 + share * 97);
          if (percent <= shown) return;
          shown = percent;
          store(percent);
        },
      },
    );
    await stored;
    if (!archive) throw notFound();
    await finishOrganisationExport(ctx.db, id, archive.fileName, archive.size);
  } catch (error) {
    await stored.catch(() => undefined);
    await rm(file, { force: true });
    await failOrganisationExport(ctx.db, id);
    if (!(error instanceof AppError)) throw error;
  }
};

/** Starts building the data ZIP (permission organisation.export); answered at once, queued. */
export const startOrganisationExport = async (
  ctx: AppContext,
  auth: AuthUser,
): Promise<OrganisationExportStatus> => {
  const row = await insertOrganisationExportUnderCap(
    ctx.db,
    {
      organisationId: auth.organisationId,
      userId: auth.userId,
      retentionHours: ctx.config.EXPORT_RETENTION_HOURS,
    },
    PENDING_ORGANISATION_EXPORTS,
  );
  if (!row) throw new AppError('TOO_MANY_EXPORTS', undefined, EXPORT_RETRY_AFTER_SECONDS);
  await recordAudit(ctx.db, {
    organisationId: auth.organisationId,
    actorId: auth.userId,
    action: 'organisation.exported',
    details: { export_id: row.id },
  });
  // Without a queue (a process started without jobs) the archive is built here and now.
  if (ctx.enqueueOrganisationExport) await ctx.enqueueOrganisationExport(row.id);
  else await runOrganisationExport(ctx, row.id);
  return statusOf((await findOrganisationExport(ctx.db, auth.organisationId, row.id)) ?? row);
};

export const getOrganisationExportStatus = async (ctx: AppContext, auth: AuthUser, id: string) => {
  // An id that is no UUID names nothing (and would make PostgreSQL complain).
  if (!z.uuid().safeParse(id).success) throw notFound();
  const row = await findOrganisationExport(ctx.db, auth.organisationId, id);
  if (!row) throw notFound();
  return statusOf(row);
};

/**
 * The organisation's newest archive (permission organisation.export), so that the profile
 * follows one started before the user left it; NOT_FOUND when it has none that has not expired.
 */
export const getLatestOrganisationExport = async (ctx: AppContext, auth: AuthUser) => {
  const row = await findLatestOrganisationExport(ctx.db, auth.organisationId);
  if (!row) throw notFound();
  return statusOf(row);
};

/** The ready archive as a stream from its file; EXPORT_NOT_READY while built or failed. */
export const getOrganisationExportFile = async (ctx: AppContext, auth: AuthUser, id: string) => {
  const row = await getOrganisationExportStatus(ctx, auth, id);
  if (row.status !== 'ready' || !row.file_name) throw new AppError('EXPORT_NOT_READY');
  // A file swept or lost (another machine's DATA_DIR) is as good as expired.
  if (!(await stat(archivePath(ctx, id)).catch(() => null))) throw new AppError('EXPORT_NOT_READY');
  return {
    fileName: row.file_name,
    size: row.size_bytes,
    stream: createReadStream(archivePath(ctx, id)),
  };
};

/** Deletes expired archives and files left without a row (a deleted organisation's). */
export const sweepOrganisationExports = async (ctx: AppContext) => {
  await deleteExpiredOrganisationExports(ctx.db);
  const names = await readdir(exportsDir(ctx)).catch(() => [] as string[]);
  const ids = names.filter((n) => /^[0-9a-f-]{36}\.zip$/.test(n)).map((n) => n.slice(0, 36));
  const live = new Set(await findLiveOrganisationExportIds(ctx.db, ids));
  const orphans = ids.filter((id) => !live.has(id));
  await Promise.all(orphans.map((id) => rm(archivePath(ctx, id), { force: true })));
  return orphans.length;
};

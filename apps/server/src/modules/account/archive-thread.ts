import { parentPort } from 'node:worker_threads';
import { openThreadDatabase } from '#db/thread-database.ts';
import { lowerThreadPriority } from '#lib/lower-thread-priority.ts';
import { writeOrganisationArchive } from './export-archive.ts';

export type ArchiveTask = { connectionString: string; organisationId: string; filePath: string };
export type ArchiveAnswer = { archive: { fileName: string; size: number } | null };

/**
 * One data ZIP built off the API's event loop: reading the rows, writing each sheet's XML,
 * compressing it and writing the file, with the garbage all of it makes, stalled the loop for
 * 0.1–1 s at a time while two archives of three 100 000-row reports were built. The thread reads
 * on a connection of its own and tells its progress as `{ progress }` messages.
 */
const build = async (task: ArchiveTask) => {
  const db = openThreadDatabase(task.connectionString);
  try {
    const archive = await writeOrganisationArchive(
      db,
      task.organisationId,
      task.filePath,
      async (share) => {
        parentPort?.postMessage({ progress: share });
      },
    );
    return { ok: true, archive };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    await db.destroy();
  }
};

// With every core busy (two archives on two cores), the API's requests still go first.
lowerThreadPriority();
parentPort?.once('message', (task: ArchiveTask) => {
  void build(task).then((answer) => parentPort?.postMessage(answer));
});

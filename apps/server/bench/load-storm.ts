import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { buildBenchFile } from '../../../packages/engine/bench/build-bench-file.ts';
import { reportPaths, run, type LoadServer, type Outcome } from './load-run.ts';
import type { LoadUser } from './load-users.ts';

/** Reporting day: this many organisations upload a file of this many rows at the same moment. */
const STORM_ORGANISATIONS = Number(process.env.STORM_ORGANISATIONS ?? 100);
const STORM_ROWS = 10_000;
const DRAIN_TARGET_S = 60;
/** Reads go on until the storm has drained, but no longer than this. */
const MAX_SECONDS = 180;
const POLL_MS = 250;

export type StormOutcome = {
  organisations: number;
  drainedMs: number;
  reads: Outcome;
  /** What the database holds of the storm (storm-check.ts). */
  check: Record<string, number>;
};

/** The upload as the web sends a CSV: the form gzip-compressed (Content-Encoding: gzip). */
const compressedForm = async (file: Buffer, label: string) => {
  const form = new FormData();
  form.append('label', label);
  form.append('file', new Blob([new Uint8Array(file)]), 'storm.csv');
  const encoded = new Response(form);
  return {
    body: await promisify(gzip)(Buffer.from(await encoded.arrayBuffer())),
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-encoding': 'gzip',
    },
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until each report is ready or failed, reading its state as the screen polls it. */
const settled = async (url: string, reports: { id: string; authorization: string }[]) => {
  let waiting = reports;
  while (waiting.length > 0) {
    const states = await Promise.all(
      waiting.map(async (r) => {
        const res = await fetch(`${url}/api/reports/pay-gap/${r.id}/base`, {
          headers: { authorization: r.authorization },
        });
        const body = (await res.json()) as { report_ready?: boolean; report_failed?: boolean };
        return body.report_ready === true || body.report_failed === true;
      }),
    );
    waiting = waiting.filter((_, i) => !states[i]);
    if (waiting.length > 0) await sleep(POLL_MS);
  }
};

/**
 * 100 organisations upload a 10 000-row CSV at the same moment while every user reads its
 * report's views: how long until every upload is ready, the reads' p99 meanwhile, and, counted
 * in SQL, that each upload became exactly one ready report with all its rows.
 */
export const runStorm = async (
  server: LoadServer,
  users: readonly (LoadUser & { reportId: string })[],
  p99TargetMs: number,
): Promise<StormOutcome> => {
  const file = await buildBenchFile(STORM_ROWS, 'csv');
  const uploaders = users.slice(0, STORM_ORGANISATIONS);
  const forms = await Promise.all(uploaders.map((_, i) => compressedForm(file, `Storm ${i}`)));
  let drained: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (drained = resolve));
  const reads = run(
    server.url,
    {
      name: `report views, ${users.length} users, during the storm`,
      connections: users.length,
      clients: users.map((u) => ({
        authorization: u.authorization,
        paths: reportPaths(u.reportId),
      })),
      p99TargetMs,
    },
    { done, maxSeconds: MAX_SECONDS },
  );
  // The readers first, so every upload lands on a server already serving them.
  await sleep(2000);
  const since = new Date(Date.now() - 1000);
  const started = performance.now();
  const uploads = await Promise.all(
    uploaders.map(async (user, i) => {
      const form = forms[i] as Awaited<ReturnType<typeof compressedForm>>;
      const res = await fetch(`${server.url}/api/reports/pay-gap/upload`, {
        method: 'POST',
        body: form.body,
        headers: { ...form.headers, authorization: user.authorization },
      });
      if (res.status !== 201) throw new Error(`storm upload: ${res.status} ${await res.text()}`);
      return { id: ((await res.json()) as { id: string }).id, authorization: user.authorization };
    }),
  );
  await settled(server.url, uploads);
  const drainedMs = performance.now() - started;
  drained();
  const check = await server.check(
    uploads.map((u) => u.id),
    since,
  );
  return { organisations: uploaders.length, drainedMs, reads: await reads, check };
};

/** Whether nothing was lost or doubled: every upload one ready report holding all its rows. */
const whole = (s: StormOutcome) =>
  ['reports', 'ready', 'rows_as_records', 'results', 'organisations', 'made_since'].every(
    (key) => s.check[key] === s.organisations,
  ) && s.check.failed === 0;

export const stormMet = (s: StormOutcome) => s.drainedMs <= DRAIN_TARGET_S * 1000 && whole(s);

export const formatStorm = (s: StormOutcome) => {
  const c = s.check;
  return (
    `storm: ${s.organisations} organisations × ${STORM_ROWS}-row CSV (gzip) at once: drained in ` +
    `${(s.drainedMs / 1000).toFixed(1)} s, target ≤ ${DRAIN_TARGET_S} s  ` +
    `${s.drainedMs <= DRAIN_TARGET_S * 1000 ? 'OK' : 'OVER'}\n` +
    `storm in SQL: ${c.reports} reports, ${c.ready} ready, ${c.failed} failed, ${c.rows_as_records} ` +
    `with every row stored once, ${c.results} results, ${c.organisations} organisations with ` +
    `${c.made_since} reports made since; target ${s.organisations} each, none failed  ` +
    `${whole(s) ? 'OK' : 'LOST OR DOUBLED'}`
  );
};

/**
 * Web benchmark: `node apps/web/bench/employees-render.ts` (part of `npm run bench`). Starts the
 * real server with the built app (DATABASE_URL's server when set, else an embedded PostgreSQL),
 * signs a GURU user up through the API and the outbox mail, uploads a 100 000-row CSV and opens
 * the employees screen in Chromium. Measures, in the page's own clock:
 * - navigation → first table rows on screen (target ≤ 0.5 s);
 * - choosing a filter → the filtered rows and count on screen (target ≤ 500 ms);
 * - a 3 s programmatic scroll through the table: frame rate and slowest frames (≥ 55 fps is
 *   the aim; headless software rendering on a busy machine falls short, so it does not fail);
 * first rows and scrolling BENCH_REPEATS times (default 3): the median is judged, min beside it;
 * and prints the initial JavaScript size beside its target.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildBenchFile } from '../../../packages/engine/bench/build-bench-file.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { freePort, startLocalServer } from '../e2e/support/local-server.ts';
import { measureInitialJs, TARGET_KB } from './bundle-size.ts';

const ROWS = 100_000;
const FIRST_ROWS_TARGET_MS = 500;
const FILTER_TARGET_MS = 500;
const SCROLL_TARGET_FPS = 55;
/** First rows and scrolling are measured this many times (min and median printed). */
const REPEATS = Math.max(1, Number(process.env.BENCH_REPEATS ?? 3));
const SCROLL_FRAMES = 180;
const SCROLL_STEP_PX = 200;
const BENCH_DB = process.env.PARYTET_WEB_BENCH_DB ?? 'parytet_web_bench';
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ensureBuild = () => {
  if (existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) return;
  console.log('building the web app…');
  const built = spawnSync('npm', ['run', 'build', '-w', '@parytet/web', '--silent'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the web build failed');
};

type Server = { baseUrl: string; outbox: string; stop: () => Promise<void> };

const startServer = async (): Promise<Server> => {
  const server = await startLocalServer({
    dataDirPrefix: 'parytet-web-bench-',
    database: BENCH_DB,
    healthTimeoutMs: 120_000,
    env: {
      JWT_SECRET: randomUUID() + randomUUID(),
      DEFAULT_PLAN: 'GURU',
      EMBEDDED_PG_PORT: String(await freePort()),
    },
  });
  return {
    baseUrl: server.baseUrl,
    outbox: path.join(server.dataDir, 'outbox'),
    stop: () => server.stop(),
  };
};

/** The verification code from the newest mail to `email` in the outbox. */
const verificationCode = async (outbox: string, email: string) => {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const name of await readdir(outbox).catch(() => [] as string[])) {
      const raw = (await readFile(path.join(outbox, name), 'utf8')).replace(/=\r?\n/g, '');
      if (!raw.includes(email)) continue;
      const code = /\/auth\/verify\/([A-Za-z0-9_-]+)/.exec(raw.replace(/=3D/g, '='))?.[1];
      if (code) return code;
    }
    await wait(200);
  }
  throw new Error(`no verification mail for ${email}`);
};

type Session = { token: string; exp: number };

const signUp = async ({ baseUrl, outbox }: Server): Promise<Session> => {
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${baseUrl}/api/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${p}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : ((await res.json().catch(() => null)) as unknown);
  };
  const email = `bench-${randomUUID().slice(0, 8)}@firma.example`;
  const password = 'Bezpieczne1!';
  await post('auth/register', {
    email,
    password,
    company: 'Benchmark',
    full_name: 'Bench User',
    job_title: 'HR',
    number_of_employees: '100000',
    lang: 'en',
  });
  await post('auth/register/verify', { verification_code: await verificationCode(outbox, email) });
  return (await post('auth/login', { email, password })) as Session;
};

const uploadUntilReady = async (baseUrl: string, session: Session) => {
  const headers = { authorization: `Bearer ${session.token}` };
  const form = new FormData();
  form.append('label', 'Bench 100000');
  form.append('file', new Blob([new Uint8Array(await buildBenchFile(ROWS, 'csv'))]), 'bench.csv');
  const res = await fetch(`${baseUrl}/api/reports/pay-gap/upload`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const status = (await (
      await fetch(`${baseUrl}/api/reports/pay-gap/${id}/base`, { headers })
    ).json()) as { report_ready: boolean; report_failed: boolean; error_code: string | null };
    if (status.report_failed) throw new Error(`the report failed: ${status.error_code}`);
    if (status.report_ready) return id;
    await wait(250);
  }
  throw new Error('the report was not ready in time');
};

/** In the page: the time (page clock) when the table first shows a data row. */
const watchFirstRows = () => {
  const w = window as unknown as { firstRowsAt?: number };
  const observer = new MutationObserver(() => {
    if (w.firstRowsAt === undefined && document.querySelector('tbody tr[aria-rowindex]')) {
      w.firstRowsAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** Picks a filter value in the page and times it until the count says "… of …" rows. */
const timeFilter = (page: Page, label: string, value: string) =>
  page.evaluate(
    ({ label, value }) =>
      new Promise<number>((resolve, reject) => {
        const select = [...document.querySelectorAll('label')].find((l) => l.textContent === label)
          ?.control as HTMLSelectElement | undefined;
        if (!select) return reject(new Error(`no filter ${label}`));
        const count = () =>
          [...document.querySelectorAll('[role=status]')].find((s) =>
            /employees/.test(s.textContent),
          )?.textContent ?? '';
        const before = count();
        const started = performance.now();
        // Done when the count has changed and no longer says the results are being updated.
        const done = () => {
          const now = count();
          if (now !== before && / of /.test(now) && !/Updating/.test(now)) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - started));
          }
        };
        const observer = new MutationObserver(done);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
        setter?.call(select, value);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }),
    { label, value },
  );

/** Scrolls the table by a fixed step on every frame and returns the frame intervals (ms). */
const scrollFrames = (page: Page) =>
  page.evaluate(
    ({ frames, step }) =>
      new Promise<number[]>((resolve) => {
        const region = document.querySelector('[role=region]');
        if (!region) throw new Error('no table region');
        const intervals: number[] = [];
        let last = performance.now();
        const tick = (now: number) => {
          intervals.push(now - last);
          last = now;
          region.scrollTop += step;
          if (intervals.length < frames) requestAnimationFrame(tick);
          else resolve(intervals.slice(1));
        };
        requestAnimationFrame(tick);
      }),
    { frames: SCROLL_FRAMES, step: SCROLL_STEP_PX },
  );

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  NaN;

type Figure = {
  name: string;
  value: string;
  target: string;
  ok: boolean;
  note?: string;
  /** Reported beside its target without failing the run (frame rate depends on the machine). */
  advisory?: boolean;
};

const run = async (): Promise<Figure[]> => {
  ensureBuild();
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const session = await signUp(server);
    const reportId = await uploadUntilReady(server.baseUrl, session);
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'en-GB',
    });
    await context.addInitScript(({ token, exp }) => {
      window.sessionStorage.setItem('parytet.v1.token', JSON.stringify(token));
      window.sessionStorage.setItem('parytet.v1.exp', JSON.stringify(exp));
      window.localStorage.setItem('i18nextLng', 'en');
    }, session);
    await context.addInitScript(watchFirstRows);
    const page = await context.newPage();

    // A first visit warms the server's caches and the browser's HTTP cache, as for a user
    // coming back to the screen; the second one is measured.
    await page.goto(`/main/employees/${reportId}`);
    await page.locator('tbody tr[aria-rowindex]').first().waitFor({ timeout: 60_000 });
    const firstRows: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      await page.goto(`/main/employees/${reportId}`);
      await page.locator('tbody tr[aria-rowindex]').first().waitFor({ timeout: 60_000 });
      firstRows.push(
        await page.evaluate(() => (window as unknown as { firstRowsAt: number }).firstRowsAt),
      );
    }
    const firstRowsMs = median(firstRows);

    /** How long the last employees request took (server and network), of the time measured. */
    const lastRequestMs = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/employees?'))
            .at(-1)?.duration ?? NaN,
      );
    const levelMs = await timeFilter(page, 'Position level', 'L3');
    const levelRequestMs = await lastRequestMs();
    const gapMs = await timeFilter(page, 'Minimum gap', '25');
    const gapRequestMs = await lastRequestMs();
    const shown = await page.locator('[role=status]', { hasText: ' of ' }).innerText();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText(/^100\s000 employees$/).waitFor();
    const runs: number[][] = [];
    for (let i = 0; i < REPEATS; i++) {
      await page.evaluate(() => document.querySelector('[role=region]')?.scrollTo({ top: 0 }));
      await wait(500);
      runs.push(await scrollFrames(page));
    }
    const rates = runs.map(
      (frames) => (frames.length / frames.reduce((sum, ms) => sum + ms, 0)) * 1000,
    );
    const fps = median(rates);
    const intervals = runs.flat();
    const loadedRows = await page
      .locator('tbody tr[aria-rowindex]')
      .last()
      .getAttribute('aria-rowindex');

    const js = measureInitialJs();
    return [
      {
        name: 'navigation → first rows',
        value: `${firstRowsMs.toFixed(0)} ms`,
        target: `≤ ${FIRST_ROWS_TARGET_MS} ms`,
        ok: firstRowsMs <= FIRST_ROWS_TARGET_MS,
        note: `median of ${REPEATS}, min ${Math.min(...firstRows).toFixed(0)} ms; ${ROWS.toLocaleString('en')} employees, 500 rows per page`,
      },
      {
        name: 'filter: level',
        value: `${levelMs.toFixed(0)} ms`,
        target: `≤ ${FILTER_TARGET_MS} ms`,
        ok: levelMs <= FILTER_TARGET_MS,
        note: `request ${levelRequestMs.toFixed(0)} ms of it`,
      },
      {
        name: 'filter: + gap > 25 %',
        value: `${gapMs.toFixed(0)} ms`,
        target: `≤ ${FILTER_TARGET_MS} ms`,
        ok: gapMs <= FILTER_TARGET_MS,
        note: `request ${gapRequestMs.toFixed(0)} ms of it; ${shown.replace(/\s+/g, ' ')}`,
      },
      {
        name: 'scroll: frame rate',
        value: `${fps.toFixed(1)} fps`,
        target: `≥ ${SCROLL_TARGET_FPS} fps`,
        ok: fps >= SCROLL_TARGET_FPS,
        advisory: true,
        note:
          `median of ${REPEATS}, min ${Math.min(...rates).toFixed(1)} fps; ` +
          `${intervals.length} frames, p95 ${percentile(intervals, 0.95).toFixed(1)} ms, ` +
          `max ${Math.max(...intervals).toFixed(1)} ms, ` +
          `${intervals.filter((ms) => ms > 50).length} over 50 ms; ` +
          `${SCROLL_STEP_PX} px per frame, down to row ${loadedRows}`,
      },
      {
        name: 'initial JS (gzipped)',
        value: `${js.gzippedKb.toFixed(1)} KB`,
        target: `≤ ${TARGET_KB} KB`,
        ok: js.gzippedKb <= TARGET_KB,
        note: `${js.files.length} files`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
};

if (import.meta.main) {
  const figures = await run();
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(26)} ${f.value.padStart(10)}  ${f.target.padEnd(11)} ${(f.ok ? 'OK' : f.advisory ? 'LOW' : 'OVER').padEnd(4)}  ${f.note ?? ''}`,
    );
  }
  console.log(
    `Chromium headless, 1440×900; machine: ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(2)}`,
  );
  process.exit(figures.every((f) => f.ok || f.advisory) ? 0 : 1);
}

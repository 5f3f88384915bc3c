import { execFileSync } from 'node:child_process';

/**
 * Each case runs as the server runs the engine: its parse, compute and indicators threads have a
 * 16 MB young generation (`resourceLimits.maxYoungGenerationSizeMb`, 8 MB semi-spaces), where a
 * plain process gets V8's default of 128 MB here (Node 24). Same time, about 50 MB less at the
 * peak of a 100 000-row file; without it the bench measured a memory use no server has.
 */
export const ENGINE_THREAD_FLAGS = ['--max-semi-space-size=8'];

/** Runs one case script on one file in a fresh process with those flags; its standard output. */
export const runCaseProcess = (script: string, file: string) =>
  execFileSync(process.execPath, [...ENGINE_THREAD_FLAGS, script, file], { encoding: 'utf8' });

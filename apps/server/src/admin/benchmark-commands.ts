import { buildSnapshot } from '#modules/benchmark-pool/index.ts';
import type { Command } from './organisation-commands.ts';

/** The monthly pooled benchmark, now: what the scheduled job does, for an operator. */
const benchmarkSnapshot: Command = async (ctx, _args, io) => {
  const done = await buildSnapshot(ctx, new Date().toISOString().slice(0, 10));
  io.out(
    `Benchmark snapshot replaced: ${done.cells} cells, ${done.shown} shown, ${done.withheld} withheld.`,
  );
};

export const benchmarkCommands: Record<string, Command> = {
  'benchmark-snapshot': benchmarkSnapshot,
};

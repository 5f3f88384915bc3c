/**
 * The phases of one request, for its `Server-Timing` header: a browser's developer tools and the
 * upload bench read where the answer's time went without a log.
 */
export const phaseTimer = () => {
  const phases: string[] = [];
  let last = performance.now();
  return {
    /** Ends the phase running since the last lap (or the start) under this name. */
    lap(name: string) {
      const now = performance.now();
      phases.push(`${name};dur=${(now - last).toFixed(1)}`);
      last = now;
    },
    header: () => phases.join(', '),
  };
};
export type PhaseTimer = ReturnType<typeof phaseTimer>;

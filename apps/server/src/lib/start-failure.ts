/** A start failure whose cause and remedy are known: printed as is, without a stack trace. */
export class StartError extends Error {
  readonly hint: string;
  constructor(message: string, hint: string) {
    super(message);
    this.name = 'StartError';
    this.hint = hint;
  }
}

type ErrnoLike = { code?: unknown; message?: unknown; address?: unknown; port?: unknown };

const errno = (error: unknown): ErrnoLike =>
  typeof error === 'object' && error !== null ? (error as ErrnoLike) : {};

/**
 * The lines printed when the server cannot start: always the cause and what to do. Errors of
 * unknown shape (even `undefined`, which some libraries reject with) still say something useful.
 */
export const describeStartFailure = (error: unknown, config: { PORT?: number } = {}): string => {
  if (error instanceof StartError) {
    return `Parytet could not start: ${error.message}\n  What to do: ${error.hint}`;
  }
  const e = errno(error);
  if (e.code === 'EADDRINUSE') {
    const port = typeof e.port === 'number' ? e.port : config.PORT;
    return (
      `Parytet could not start: port ${String(port)} is already in use.\n` +
      '  What to do: stop the program using it, or set PORT to a free port (e.g. PORT=3001).'
    );
  }
  if (e.code === 'EACCES' || e.code === 'EPERM') {
    return (
      `Parytet could not start: permission denied (${String(e.message)}).\n` +
      '  What to do: run it as a user who may write to DATA_DIR, or set DATA_DIR to a folder you own.'
    );
  }
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === '28P01') {
    return (
      `Parytet could not start: the database is unreachable (${String(e.message)}).\n` +
      '  What to do: check DATABASE_URL, or leave it unset to use the embedded PostgreSQL.'
    );
  }
  const text = error instanceof Error ? error.message || error.name : String(error ?? '');
  const message =
    text && !/^(undefined|null|\[object Object\])$/.test(text)
      ? text
      : 'an unknown error (no details were given)';
  return `Parytet could not start: ${message}\n  What to do: check the messages above; set LOG_LEVEL=debug for more detail.`;
};

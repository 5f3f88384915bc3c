import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

vi.mock('react-toastify', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() },
}));

const serverError = new ApiError(
  { error: 'USER_NOT_VERIFIED', message: 'The user is not verified, please check your mailbox' },
  403,
);

describe('query client error handling', () => {
  afterEach(() => vi.mocked(toast.error).mockClear());

  it('does not retry a failed query', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(serverError);
    await client.fetchQuery({ queryKey: ['x'], queryFn }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });

  it("shows a failed query's server message as a toast", async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['me'], queryFn: () => Promise.reject(serverError) })
      .catch(() => undefined);
    expect(toast.error).toHaveBeenCalledWith(
      'The user is not verified, please check your mailbox',
      expect.objectContaining({ autoClose: 5000 }),
    );
  });

  it('falls back to "An error occurred" for anything else', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(new Error('boom')) })
      .catch(() => undefined);
    expect(toast.error).toHaveBeenCalledWith('An error occurred', expect.anything());
  });

  it("reads a refused body's first rule as a sentence, from the contract's validation key", async () => {
    const client = createQueryClient();
    const refused = new ApiError(
      {
        error: 'INVALID_REQUEST_BODY',
        message: 'Some fields are missing or invalid.',
        details: [{ path: 'positions.0.role', message: 'unknown_role' }],
      },
      400,
    );
    await client
      .fetchQuery({ queryKey: ['v'], queryFn: () => Promise.reject(refused) })
      .catch(() => undefined);
    expect(toast.error).toHaveBeenCalledWith(
      'Some fields are missing or invalid. Please choose a role from the list.',
      expect.anything(),
    );
  });

  it('stays quiet for a query that handles its own errors', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['z'],
        queryFn: () => Promise.reject(serverError),
        meta: { silentError: true },
      })
      .catch(() => undefined);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows failed mutations too, unless they are silent', async () => {
    const client = createQueryClient();
    const loud = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(serverError),
    });
    await loud.execute(undefined).catch(() => undefined);
    expect(toast.error).toHaveBeenCalledTimes(1);

    const quiet = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(serverError),
      meta: { silentError: true },
    });
    await quiet.execute(undefined).catch(() => undefined);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('does not stack the same message twice', async () => {
    const client = createQueryClient();
    for (const key of ['a', 'b']) {
      await client
        .fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(serverError) })
        .catch(() => undefined);
    }
    const ids = vi.mocked(toast.error).mock.calls.map(([, options]) => options?.toastId);
    expect(new Set(ids).size).toBe(1);
  });
});

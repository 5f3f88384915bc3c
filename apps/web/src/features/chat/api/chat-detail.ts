import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatsRoutes } from '@parytet/contract/routes/chats';
import { call } from '#lib/api/call.ts';
import { routeKey } from '#lib/api/query-keys.ts';

export const chatDetailQueryKey = (id: string) => routeKey(chatsRoutes.detail, { params: { id } });

/** A chat with its messages; not asked for a fresh chat ("new") or without the feature. */
export const useChatDetail = (id: string | null) =>
  useQuery(
    queryOptions({
      queryKey: chatDetailQueryKey(id ?? 'new'),
      queryFn: ({ signal }) => call(chatsRoutes.detail, { params: { id: id ?? '' } }, { signal }),
      enabled: id !== null,
      // The screen says itself when a chat cannot be read (deleted, another user's).
      meta: { silentError: true },
    }),
  );

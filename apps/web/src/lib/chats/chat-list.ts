import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatsRoutes } from '@parytet/contract/routes/chats';
import { call } from '../api/call.ts';
import { routeKey } from '../api/query-keys.ts';

/** The list's key: a prefix of every chat's key, so match it with `exact: true`. */
export const chatListQueryKey = routeKey(chatsRoutes.list);

/** The chat list (sidebar) and the chat screens share it; only asked for with the chat feature. */
const chatListQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: chatListQueryKey,
    queryFn: ({ signal }) => call(chatsRoutes.list, {}, { signal }),
    enabled,
    // The sidebar shows it everywhere; a failure there must not shout on every screen.
    meta: { silentError: true },
  });

export const useChatList = (enabled: boolean) => useQuery(chatListQueryOptions(enabled));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatsRoutes } from '@parytet/contract/routes/chats';
import { call } from '#lib/api/call.ts';
import { routeKey } from '#lib/api/query-keys.ts';

/** What the assistant knows; keyed by language, as the sources' periods are written in it. */
export const useChatProfile = (language: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...routeKey(chatsRoutes.profile), language],
      queryFn: ({ signal }) => call(chatsRoutes.profile, {}, { signal }),
      enabled,
    }),
  );

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatsRoutes } from '@parytet/contract/routes/chats';
import { call } from '../api/call.ts';
import { routeKey } from '../api/query-keys.ts';
import { chatListQueryKey } from './chat-list.ts';

/** Renames a chat; the name lives in the list, so the list is read again. */
export const useRenameChat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      call(chatsRoutes.rename, { params: { id }, body: { name } }),
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: chatListQueryKey, exact: true });
    },
  });
};

/** Deletes a chat: its messages leave the cache and the list is read again. */
export const useDeleteChat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(chatsRoutes.remove, { params: { id } });
      queryClient.removeQueries({ queryKey: routeKey(chatsRoutes.detail, { params: { id } }) });
      await queryClient.refetchQueries({ queryKey: chatListQueryKey, exact: true });
    },
  });
};

import { useAuthStore } from './auth-store.ts';
import { queryClient } from './query-client.ts';

/** Ends the session: token, registration draft and every cached answer go. */
export const logout = () => {
  useAuthStore.getState().logout();
  queryClient.clear();
};

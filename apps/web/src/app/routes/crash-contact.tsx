import { QueryClientProvider } from '@tanstack/react-query';
import { OperatorContact } from '#components/operator-contact.tsx';
import { queryClient } from '#lib/query-client.ts';

/**
 * The operator's contact on the crash screen, with its own access to server state: the crash
 * screen also stands in for the root layout, which is where the app's provider lives.
 */
export const CrashContact = () => (
  <QueryClientProvider client={queryClient}>
    <OperatorContact />
  </QueryClientProvider>
);

import { chatsRoutes } from '@parytet/contract/routes/chats';
import type { ChatLanguage } from '@parytet/contract/chats';
import { call } from '#lib/api/call.ts';

/** Starts a chat with its first question, answered in the given language. */
export const startChat = (prompt: string, language: ChatLanguage) =>
  call(chatsRoutes.start, { query: { language }, body: { prompt } });

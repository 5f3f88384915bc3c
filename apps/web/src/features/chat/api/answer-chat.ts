import { chatsRoutes } from '@parytet/contract/routes/chats';
import { call } from '#lib/api/call.ts';

/** Sends the next prompt of a chat (typed, or a fixed answer's label). */
export const answerChat = (id: string, prompt: string) =>
  call(chatsRoutes.answer, { params: { id }, body: { prompt } });

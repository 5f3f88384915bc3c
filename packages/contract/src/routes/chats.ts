import { noContentSchema } from '#auth.ts';
import {
  chatDetailSchema,
  chatListResponseSchema,
  chatPathParamsSchema as params,
  chatProfileSchema,
  chatPromptBodySchema,
  chatReplySchema,
  chatStartQuerySchema,
  renameChatBodySchema,
} from '#chats.ts';
import { errorResponseSchema as error } from '#errors.ts';
import { defineRoute } from './define-route.ts';

const tags = ['chats'];
// Every chat call needs the plan's chat feature (403 FEATURE_NOT_IN_PLAN) and the chat action.
const gate = { auth: 'bearer', feature: 'chat', permission: 'chat.use' } as const;

export const chatsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/chats/',
    summary: "The caller's chats in the acting organisation, newest first",
    tags,
    ...gate,
    responses: { 200: chatListResponseSchema, 401: error, 403: error },
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/chats/profile',
    summary:
      "What the assistant knows: the latest ready report's summary and the reference sources",
    tags,
    ...gate,
    responses: { 200: chatProfileSchema, 401: error, 403: error },
  }),
  start: defineRoute({
    method: 'POST',
    path: '/chats/start',
    summary: 'Start a chat with its first question; the reply asks for more or answers',
    tags,
    ...gate,
    query: chatStartQuerySchema,
    body: chatPromptBodySchema,
    responses: { 201: chatReplySchema, 400: error, 401: error, 403: error },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/chats/:id',
    summary: 'A chat with its messages',
    tags,
    ...gate,
    params,
    responses: { 200: chatDetailSchema, 401: error, 403: error, 404: error },
  }),
  answer: defineRoute({
    method: 'POST',
    path: '/chats/:id/answer',
    summary: 'Answer the last question of a chat (typed, or a fixed value tapped)',
    tags,
    ...gate,
    params,
    body: chatPromptBodySchema,
    responses: { 200: chatReplySchema, 400: error, 401: error, 403: error, 404: error },
  }),
  rename: defineRoute({
    method: 'PATCH',
    path: '/chats/:id',
    summary: 'Rename a chat',
    tags,
    ...gate,
    params,
    body: renameChatBodySchema,
    responses: { 204: noContentSchema, 400: error, 401: error, 403: error, 404: error },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/chats/:id',
    summary: 'Delete a chat and its messages',
    tags,
    ...gate,
    params,
    responses: { 204: noContentSchema, 401: error, 403: error, 404: error },
  }),
};

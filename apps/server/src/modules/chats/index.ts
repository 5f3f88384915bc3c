import type { FastifyPluginAsync } from 'fastify';
import { chatsRoutes as route } from '@parytet/contract/routes/chats';
import type { AppContext } from '#context.ts';
import { registerRoute } from '#lib/register-route.ts';
import { requestLanguage } from '#lib/request-language.ts';
import { getChatProfile } from './chat-profile.service.ts';
import {
  answerInChat,
  getChat,
  getChats,
  removeChat,
  renameOwnChat,
  startNewChat,
} from './chats.service.ts';

export const chatsModule =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, route.list, async ({ auth }) => getChats(ctx, auth));
    registerRoute(app, route.profile, async (request) =>
      getChatProfile(ctx, request.auth, requestLanguage(request)),
    );
    registerRoute(app, route.start, async ({ auth, query, body }) =>
      startNewChat(ctx, auth, query.language, body.prompt),
    );
    registerRoute(app, route.detail, async ({ auth, params }) => getChat(ctx, auth, params.id));
    registerRoute(app, route.answer, async ({ auth, params, body }) =>
      answerInChat(ctx, auth, params.id, body.prompt),
    );
    registerRoute(app, route.rename, async ({ auth, params, body }) => {
      await renameOwnChat(ctx, auth, params.id, body);
    });
    registerRoute(app, route.remove, async ({ auth, params }) => {
      await removeChat(ctx, auth, params.id);
    });
  };

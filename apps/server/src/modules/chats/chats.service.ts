import { z } from 'zod';
import {
  answerChat,
  chatName,
  parseChatState,
  startChat,
  type ChatTurn,
  type ReportContext,
} from '@parytet/assistant';
import type {
  ChatDetail,
  ChatLanguage,
  ChatListItem,
  ChatReply,
  RenameChatBody,
} from '@parytet/contract/chats';
import { can } from '@parytet/contract/permissions';
import { withholdSmallGroups } from '@parytet/engine';
import type { AppContext } from '#context.ts';
import { reportingForChat } from '#modules/analysis/assistant-reporting.service.ts';
import { notFound } from '#lib/app-error.ts';
import type { AuthUser } from '#plugins/authenticate.ts';
import { getLatestReadyReport } from '#modules/reports/reports.service.ts';
import {
  deleteChat,
  findChat,
  insertChat,
  insertMessages,
  listChats,
  listMessages,
  lockChat,
  renameChat,
  updateChatState,
  type ChatOwner,
} from './chats.repository.ts';
import { rephraseTurn } from './rephrase.ts';

const ownerOf = (auth: AuthUser): ChatOwner => ({
  organisationId: auth.organisationId,
  userId: auth.userId,
});

// An id that is not a uuid is answered like an unknown one (404), never as a database error.
const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * The organisation's latest ready report as the engine reads it, or null when it has none; a
 * viewer's assistant reads it with figures over small groups withheld, as the views give them.
 */
const reportContext = async (ctx: AppContext, auth: AuthUser) => {
  const report = await getLatestReadyReport(ctx, auth.organisationId);
  if (!report) return null;
  const rule = {
    minGroupSize: ctx.config.MIN_GROUP_SIZE,
    withhold: !can(auth.role, 'reports.small-groups'),
  };
  return {
    label: report.label,
    currency: report.currency,
    minGroupSize: ctx.config.MIN_GROUP_SIZE,
    base: withholdSmallGroups.base(report.base, rule),
    adjusted: withholdSmallGroups.adjusted(report.adjusted, rule),
    salaryRanges: withholdSmallGroups.salary_ranges(report.salary_ranges, rule),
    extendedSalaryRanges: withholdSmallGroups.extended_salary_ranges(
      report.extended_salary_ranges,
      rule,
    ),
    reporting: await reportingForChat(ctx, auth, report.id),
  } satisfies ReportContext;
};

/** The reply with the text shown (the engine's, or a rephrasing that kept its figures). */
const replyOf = (chatId: string, turn: ChatTurn, text: string): ChatReply =>
  'response' in turn.reply
    ? { chat_id: chatId, ...turn.reply, response: text }
    : { chat_id: chatId, ...turn.reply, additional_question: text };

const answerMessage = (turn: ChatTurn, text: string, rephrased: boolean) => ({
  type: 'answer' as const,
  content: text,
  possibleFixedValues: turn.reply.possible_fixed_values,
  figures: turn.figures,
  rephrased,
});

export const getChats = async (ctx: AppContext, auth: AuthUser): Promise<ChatListItem[]> => {
  const rows = await listChats(ctx.db, ownerOf(auth));
  return rows.map((r) => ({ id: r.id, name: r.name, created_at: r.created_at.toISOString() }));
};

export const startNewChat = async (
  ctx: AppContext,
  auth: AuthUser,
  language: ChatLanguage,
  prompt: string,
): Promise<ChatReply> => {
  const context = await reportContext(ctx, auth);
  const turn = startChat({ language, prompt, context });
  const { text, rephrased } = await rephraseTurn(ctx.config, turn, language);
  const chatId = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertChat(trx, ownerOf(auth), {
      name: chatName(prompt) || prompt.slice(0, 60),
      language,
      state: turn.state,
      isFinished: turn.reply.is_finished,
    });
    await insertMessages(trx, id, [
      { type: 'question', content: prompt, possibleFixedValues: [] },
      answerMessage(turn, text, rephrased),
    ]);
    return id;
  });
  return replyOf(chatId, turn, text);
};

export const answerInChat = async (
  ctx: AppContext,
  auth: AuthUser,
  id: string,
  prompt: string,
): Promise<ChatReply> => {
  if (!isUuid(id)) throw notFound();
  const context = await reportContext(ctx, auth);
  // The chat stays locked while the engine (and an optional rephrasing) answers, so two
  // answers sent at once are played one after the other on the state each leaves.
  return ctx.db.transaction().execute(async (trx) => {
    const chat = await lockChat(trx, ownerOf(auth), id);
    if (!chat) throw notFound();
    const state = parseChatState(chat.state);
    // A state another engine version wrote is not guessed at: the prompt starts afresh.
    const turn = state
      ? answerChat({ state, prompt, context })
      : startChat({ language: chat.language, prompt, context });
    const { text, rephrased } = await rephraseTurn(ctx.config, turn, chat.language);
    await insertMessages(trx, id, [
      { type: 'question', content: prompt, possibleFixedValues: [] },
      answerMessage(turn, text, rephrased),
    ]);
    await updateChatState(trx, id, { state: turn.state, isFinished: turn.reply.is_finished });
    return replyOf(id, turn, text);
  });
};

export const getChat = async (ctx: AppContext, auth: AuthUser, id: string): Promise<ChatDetail> => {
  if (!isUuid(id)) throw notFound();
  const chat = await findChat(ctx.db, ownerOf(auth), id);
  if (!chat) throw notFound();
  const messages = await listMessages(ctx.db, id);
  return {
    chat_id: chat.id,
    is_finished: chat.is_finished,
    prompts: messages.map((m) => ({
      type: m.type,
      content: m.content,
      possible_fixed_values: m.possible_fixed_values,
    })),
  };
};

export const renameOwnChat = async (
  ctx: AppContext,
  auth: AuthUser,
  id: string,
  body: RenameChatBody,
) => {
  if (!isUuid(id) || !(await renameChat(ctx.db, ownerOf(auth), id, body.name))) throw notFound();
};

export const removeChat = async (ctx: AppContext, auth: AuthUser, id: string) => {
  if (!isUuid(id) || !(await deleteChat(ctx.db, ownerOf(auth), id))) throw notFound();
};

import type { Kysely, Transaction } from 'kysely';
import type { ChatLanguage, FixedValue } from '@parytet/contract/chats';
import type { Database } from '#db/schema.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** Whose chat: every query is scoped to the organisation and the user. */
export type ChatOwner = { organisationId: string; userId: string };

export type NewMessage = {
  type: 'question' | 'answer';
  content: string;
  possibleFixedValues: FixedValue[];
  figures?: unknown[];
  rephrased?: boolean;
};

export const insertChat = async (
  trx: Trx,
  owner: ChatOwner,
  chat: { name: string; language: ChatLanguage; state: unknown; isFinished: boolean },
) => {
  const row = await trx
    .insertInto('chats')
    .values({
      organisation_id: owner.organisationId,
      user_id: owner.userId,
      name: chat.name,
      language: chat.language,
      state: JSON.stringify(chat.state),
      is_finished: chat.isFinished,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const insertMessages = async (trx: Trx, chatId: string, messages: NewMessage[]) => {
  await trx
    .insertInto('chat_messages')
    .values(
      messages.map((m) => ({
        chat_id: chatId,
        type: m.type,
        content: m.content,
        possible_fixed_values: JSON.stringify(m.possibleFixedValues),
        figures: JSON.stringify(m.figures ?? []),
        rephrased: m.rephrased ?? false,
      })),
    )
    .execute();
};

export const listChats = (db: Db, owner: ChatOwner) =>
  db
    .selectFrom('chats')
    .select(['id', 'name', 'created_at'])
    .where('organisation_id', '=', owner.organisationId)
    .where('user_id', '=', owner.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The chat, locked until the transaction ends so two answers to it cannot interleave. */
export const lockChat = (trx: Trx, owner: ChatOwner, id: string) =>
  trx
    .selectFrom('chats')
    .select(['id', 'language', 'state', 'is_finished'])
    .where('id', '=', id)
    .where('organisation_id', '=', owner.organisationId)
    .where('user_id', '=', owner.userId)
    .forUpdate()
    .executeTakeFirst();

export const findChat = (db: Db, owner: ChatOwner, id: string) =>
  db
    .selectFrom('chats')
    .select(['id', 'is_finished'])
    .where('id', '=', id)
    .where('organisation_id', '=', owner.organisationId)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();

export const listMessages = (db: Db, chatId: string) =>
  db
    .selectFrom('chat_messages')
    .select(['type', 'content', 'possible_fixed_values'])
    .where('chat_id', '=', chatId)
    .orderBy('id')
    .execute();

export const updateChatState = async (
  trx: Trx,
  id: string,
  change: { state: unknown; isFinished: boolean },
) => {
  await trx
    .updateTable('chats')
    .set({
      state: JSON.stringify(change.state),
      is_finished: change.isFinished,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
};

/** False when the caller has no such chat. */
export const renameChat = async (db: Db, owner: ChatOwner, id: string, name: string) => {
  const result = await db
    .updateTable('chats')
    .set({ name, updated_at: new Date() })
    .where('id', '=', id)
    .where('organisation_id', '=', owner.organisationId)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** Deletes the chat; its messages go with it (cascade). False when the caller has no such chat. */
export const deleteChat = async (db: Db, owner: ChatOwner, id: string) => {
  const result = await db
    .deleteFrom('chats')
    .where('id', '=', id)
    .where('organisation_id', '=', owner.organisationId)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
};

import { z } from 'zod';

/** The languages a chat answers in (spec §1: en and pl). */
export const chatLanguages = ['en', 'pl'] as const;
export const chatLanguageSchema = z.enum(chatLanguages);
export type ChatLanguage = z.infer<typeof chatLanguageSchema>;

export const CHAT_PROMPT_MAX_LENGTH = 2000;
export const CHAT_NAME_MAX = 120;
/** Characters of an answer shown per tick of the typing effect (spec §1: 30 ms each). */
export const CHAT_TYPING_MS = 30;

export const chatPathParamsSchema = z.object({ id: z.string() });

export const chatStartQuerySchema = z.object({ language: chatLanguageSchema.default('pl') });

/** What the user sends: a typed question or the label of a tapped fixed answer. */
export const chatPromptBodySchema = z.object({
  prompt: z
    .string({ error: 'provide_prompt' })
    .trim()
    .min(1, 'provide_prompt')
    .max(CHAT_PROMPT_MAX_LENGTH, 'prompt_too_long'),
});
export type ChatPromptBody = z.infer<typeof chatPromptBodySchema>;

export const renameChatBodySchema = z.object({
  name: z
    .string({ error: 'provide_chat_name' })
    .trim()
    .min(1, 'provide_chat_name')
    .max(CHAT_NAME_MAX, 'chat_name_too_long'),
});
export type RenameChatBody = z.infer<typeof renameChatBodySchema>;

/** A fixed-choice answer the user can tap, with a tip that explains the choice. */
export const fixedValueSchema = z.object({ label: z.string(), tip: z.string() });
export type FixedValue = z.infer<typeof fixedValueSchema>;

/**
 * A long answer comes in parts that fit a phone screen: a part that is not the last offers one
 * fixed value, this label in the chat's language, which asks for the next part.
 */
export const CHAT_MORE_LABELS = { en: 'More', pl: 'Więcej' } as const satisfies Record<
  ChatLanguage,
  string
>;

/** Whether a reply's fixed values are only the "More" of a cut answer. */
export const offersMore = (values: readonly FixedValue[]) =>
  values.length === 1 && Object.values<string>(CHAT_MORE_LABELS).includes(values[0]?.label ?? '');

const replyBase = {
  chat_id: z.uuid(),
  possible_fixed_values: z.array(fixedValueSchema),
  is_finished: z.boolean(),
};

/** The assistant's reply (spec §3): a further question, or a response. */
export const chatReplySchema = z.union([
  z.object({ ...replyBase, additional_question: z.string() }).strict(),
  z.object({ ...replyBase, response: z.string() }).strict(),
]);
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;
export const chatListResponseSchema = z.array(chatListItemSchema);

/** A message of a chat: `question` is the user's, `answer` the assistant's. */
export const chatPromptSchema = z.object({
  type: z.enum(['question', 'answer']),
  content: z.string(),
  possible_fixed_values: z.array(fixedValueSchema),
});
export type ChatPrompt = z.infer<typeof chatPromptSchema>;

export const chatDetailSchema = z.object({
  chat_id: z.uuid(),
  prompts: z.array(chatPromptSchema),
  is_finished: z.boolean(),
});
export type ChatDetail = z.infer<typeof chatDetailSchema>;

/** One publication the assistant's reference table quotes, with the periods it covers. */
export const chatSourceSchema = z.object({
  publisher: z.string(),
  title: z.string(),
  url: z.string(),
  periods: z.array(z.string()),
  figures: z.number().int(),
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** What the assistant knows: the organisation's latest ready report and its reference sources. */
export const chatProfileSchema = z.object({
  report: z
    .object({
      id: z.uuid(),
      label: z.string(),
      created_at: z.iso.datetime({ offset: true }),
      currency: z.string(),
      period_start: z.string().nullable(),
      period_end: z.string().nullable(),
      number_of_women: z.number().int(),
      number_of_men: z.number().int(),
      levels: z.number().int(),
      positions: z.number().int(),
      mean_pay_gap_percentage: z.number().nullable(),
      median_pay_gap_percentage: z.number().nullable(),
      adjusted_pay_gap_percentage: z.number().nullable(),
    })
    .nullable(),
  sources: z.array(chatSourceSchema),
});
export type ChatProfile = z.infer<typeof chatProfileSchema>;

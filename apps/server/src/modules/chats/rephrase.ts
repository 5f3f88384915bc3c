import { rephrasingKeepsFigures, type ChatTurn, type Language } from '@parytet/assistant';
import type { Config } from '#config.ts';

export type Rephrased = { text: string; rephrased: boolean };

type CompletionAnswer = { choices?: { message?: { content?: unknown } }[] };

const instructions = (language: Language) =>
  [
    'You rephrase the answers of a pay assistant for HR staff so they read naturally.',
    `Answer in ${language === 'pl' ? 'Polish' : 'English'} only, with the rephrased text alone.`,
    'Keep every number, amount, percentage, date, period, level name and source exactly as written,',
    'character for character; add no number, figure or fact; keep every source named.',
  ].join(' ');

/**
 * Asks the OpenAI-compatible endpoint in ASSISTANT_LLM_URL to rephrase the engine's text. The
 * figures come from the engine alone: a rephrasing that drops, changes or adds a number is
 * discarded for the engine's own text, as is any failure or an answer slower than the timeout.
 */
export const rephraseTurn = async (
  config: Config,
  turn: ChatTurn,
  language: Language,
): Promise<Rephrased> => {
  const own = 'response' in turn.reply ? turn.reply.response : turn.reply.additional_question;
  const base = config.ASSISTANT_LLM_URL;
  if (!base || own.trim() === '') return { text: own, rephrased: false };
  try {
    const res = await fetch(`${base.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.ASSISTANT_LLM_API_KEY && {
          authorization: `Bearer ${config.ASSISTANT_LLM_API_KEY}`,
        }),
      },
      body: JSON.stringify({
        model: config.ASSISTANT_LLM_MODEL,
        temperature: 0.2,
        messages: [
          { role: 'system', content: instructions(language) },
          { role: 'user', content: own },
        ],
      }),
      signal: AbortSignal.timeout(config.ASSISTANT_LLM_TIMEOUT_MS),
    });
    if (!res.ok) return { text: own, rephrased: false };
    const answer = (await res.json()) as CompletionAnswer;
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '')
      return { text: own, rephrased: false };
    const text = content.trim();
    return rephrasingKeepsFigures(turn, text)
      ? { text, rephrased: true }
      : { text: own, rephrased: false };
  } catch {
    // A timeout, a refused connection or a body that is not JSON: the engine's text stands.
    return { text: own, rephrased: false };
  }
};

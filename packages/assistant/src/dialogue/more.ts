import { CHAT_MORE_LABELS } from '@parytet/contract/chats';
import type { ChatState, ChatTurn, Continuation, Language } from '#types.ts';
import { stripCited } from '#compose/verify-rephrasing.ts';
import { editDistance, tokenize } from '#understand/text.ts';

/** An answer fits a phone screen: parts of about this many characters, "more" for the rest. */
export const PART_LENGTH = 600;
/** A text up to this long is never cut: a short tail is not worth another tap. */
const CUT_ABOVE = 700;
/** A part is never cut shorter than this, so a boundary near the start is not taken. */
const MIN_PART = 200;

const MORE_TIP = {
  en: 'The rest of this answer',
  pl: 'Dalsza część tej odpowiedzi',
} as const;

// Folded words asking for the rest; one typo forgiven on words of 4+ letters.
const MORE_WORDS = [
  'more',
  'wiecej',
  'continue',
  'dalej',
  'rest',
  'reszta',
  'reszte',
  'kontynuuj',
  'next',
  'nastepne',
  'ciag',
];
const FILLER = new Set([
  'show',
  'me',
  'tell',
  'the',
  'please',
  'go',
  'on',
  'pokaz',
  'prosze',
  'dalszy',
  'poprosze',
  'daj',
  'i',
  'a',
]);

const isMoreWord = (token: string) =>
  MORE_WORDS.some(
    (w) => token === w || (token.length >= 4 && w.length >= 4 && editDistance(token, w, 1) <= 1),
  );

/** Whether a prompt only asks for the rest of the answer ("more", "pokaż więcej", "mroe"). */
export function asksForMore(prompt: string): boolean {
  const tokens = tokenize(prompt);
  return tokens.some(isMoreWord) && tokens.every((t) => isMoreWord(t) || FILLER.has(t));
}

/** Whether `at` falls inside any occurrence of `texts` in `text`. */
function insideAny(text: string, at: number, texts: string[]): boolean {
  return texts.some((t) => {
    for (let i = text.indexOf(t); i >= 0; i = text.indexOf(t, i + 1)) {
      if (i < at && at < i + t.length) return true;
    }
    return false;
  });
}

/** Whether `at` is inside brackets: a citation such as "(GUS, October 2024)" is never split. */
function insideBrackets(text: string, at: number): boolean {
  let depth = 0;
  for (const ch of text.slice(0, at)) {
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
  }
  return depth > 0;
}

/**
 * Where to cut `text` to at most PART_LENGTH characters: after a paragraph, else after a line,
 * else after a sentence; never inside a cited figure, a name or a citation. Null when no such
 * boundary leaves a part of at least MIN_PART characters.
 */
export function cutAt(text: string, cited: string[]): number | null {
  const head = text.slice(0, PART_LENGTH + 1);
  const fits = (at: number) =>
    at >= MIN_PART && !insideAny(text, at, cited) && !insideBrackets(text, at);
  // A line indented under a bullet stays with it.
  for (const boundary of [/\n\n/g, /\n(?![ \t])/g, /[.!?:;](?=\s)/g]) {
    const ends = [...head.matchAll(boundary)].map((m) => m.index + m[0].length).reverse();
    const at = ends.find((end) => end <= PART_LENGTH && fits(end));
    if (at !== undefined) return at;
  }
  return null;
}

const shownIn = (text: string) => (x: { text: string }) => text.includes(x.text);

/**
 * The figures a part shows, read as the traceability check reads them: a "6" inside
 * "16 500 zł", or a "1" only in the level name "L1", is not shown by that part.
 */
const figuresIn = (text: string, c: Continuation) => {
  const candidates = c.figures.filter(shownIn(text));
  const { missing } = stripCited(text, candidates, c.mentions.filter(shownIn(text)));
  return candidates.filter((f) => !missing.includes(f));
};

/**
 * A turn whose response is longer than a phone screen holds: its first part, with "More" as
 * its only fixed value and `is_finished` false, and the rest stored in the state. A question
 * is never cut (its fixed values answer it).
 */
export function firstPart(turn: ChatTurn, lang: Language): ChatTurn {
  if (!('response' in turn.reply)) return turn;
  const continuation: Continuation = {
    text: turn.reply.response,
    figures: turn.figures,
    mentions: turn.mentions,
    values: turn.reply.possible_fixed_values,
    finished: turn.reply.is_finished,
  };
  return partOf(continuation, { ...turn.state, more: null }, lang, turn.sources);
}

/** The next part of a stored continuation (the answer to "more"). */
export function nextPart(state: ChatState, lang: Language): ChatTurn | null {
  if (!state.more) return null;
  return partOf(state.more, { ...state, more: null, turns: state.turns + 1 }, lang, []);
}

function partOf(
  c: Continuation,
  state: ChatState,
  lang: Language,
  sources: ChatTurn['sources'],
): ChatTurn {
  const cited = [...c.figures, ...c.mentions].map((x) => x.text);
  const at = c.text.length > CUT_ABOVE ? cutAt(c.text, cited) : null;
  if (at === null) {
    const all = [c.text, ...c.values.flatMap((v) => [v.label, v.tip])].join('\n');
    return {
      reply: { response: c.text, possible_fixed_values: c.values, is_finished: c.finished },
      state,
      figures: figuresIn(all, c),
      mentions: c.mentions.filter(shownIn(all)),
      sources,
    };
  }
  const part = c.text.slice(0, at).trimEnd();
  const rest = c.text.slice(at).replace(/^\s+/, '');
  const restAll = [rest, ...c.values.flatMap((v) => [v.label, v.tip])].join('\n');
  const more: Continuation = {
    ...c,
    text: rest,
    figures: figuresIn(restAll, c),
    mentions: c.mentions.filter(shownIn(restAll)),
  };
  return {
    reply: {
      response: part,
      possible_fixed_values: [{ label: CHAT_MORE_LABELS[lang], tip: MORE_TIP[lang] }],
      is_finished: false,
    },
    state: { ...state, more },
    figures: figuresIn(part, c),
    mentions: c.mentions.filter(shownIn(part)),
    sources,
  };
}

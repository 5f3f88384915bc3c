import { AnswerBuilder } from '#compose/answer-builder.ts';
import { answerGapWhy } from '#answers/gap-why.ts';
import { adjustedGapPremise } from '#answers/premise.ts';
import { answerReporting } from '#answers/reporting.ts';
import { words } from '#understand/words.ts';
import { answerRolePay } from '#answers/role-pay.ts';
import { answerSalaryFair } from '#answers/salary-fair.ts';
import { answerTerm } from '#answers/terms.ts';
import { knownErrorNotes } from '#answers/known-errors.ts';
import { numbers } from '#understand/numbers.ts';
import { understand } from '#understand/understand.ts';
import type {
  AnswerChatInput,
  ChatState,
  ChatTurn,
  Intent,
  ReportContext,
  StartChatInput,
} from '#types.ts';
import { askFor, intentChoices } from './questions.ts';
import { asksForMore, firstPart, nextPart } from './more.ts';
import { describeSlot, finish, merge, required, tappedIntent } from './turn-parts.ts';

function answerTurn(state: ChatState, prompt: string, context: ReportContext | null): ChatTurn {
  const b = new AnswerBuilder(state.language, context);
  const u = understand(prompt, context, state.pending, state.language);
  const tapped = tappedIntent(prompt);
  const corrections = knownErrorNotes(
    b,
    numbers(prompt).map((n) => n.value),
  );
  // A known-wrong figure is corrected, never taken as the user's own salary.
  if (corrections.length > 0) delete u.salary;
  const withCorrections = (text: string): string =>
    corrections.length > 0 ? `${corrections.join('\n')}\n\n${text}` : text;
  let intent: Intent | null = state.finished ? null : state.intent;
  const { slots, changed, filled } = merge(state, u);
  if (tapped !== null) intent = tapped;
  else if (corrections.length > 0 && u.intent !== 'term' && u.intent !== 'gap_why') {
    // A quoted known-wrong figure: the correction is the answer, then the usual offer.
    intent = null;
  } else if (u.intent !== null && (u.strongIntent || intent === null)) intent = u.intent;
  else if (intent === null && state.finished && state.intent !== null && filled.length > 0) {
    intent = state.intent; // "actually B2B" after an answer: answer again with the correction
  } else if (
    intent === null &&
    filled.some((s) => s === 'position' || s === 'seniority' || s === 'employmentType')
  ) {
    intent = 'role_pay';
  }
  if (state.pending === 'term' && tapped === null && u.termWord !== undefined) {
    intent = 'term'; // "Gender pay gap" picked from the list of terms, not a question about it
    slots.term = u.termWord;
  }
  if (intent === 'term' && u.term !== undefined) slots.term = u.term;
  if (
    intent === 'term' &&
    state.pending === 'term' &&
    u.term === undefined &&
    u.employmentType !== undefined
  ) {
    slots.term = 'contract_types';
  }
  const next: ChatState = {
    ...state,
    intent,
    slots,
    turns: state.turns + 1,
    finished: false,
    pending: null,
    more: null,
  };

  if (intent === null || intent === 'other') {
    const text =
      u.help || corrections.length > 0
        ? b.t(
            'I can help with four things: what to pay for a role, why your organisation’s pay gap is what it is, whether a salary is fair, and what pay-gap terms mean. What would you like to know?',
            'Mogę pomóc w czterech sprawach: ile płacić na danym stanowisku, skąd bierze się luka płacowa w Twojej organizacji, czy pensja jest sprawiedliwa i co znaczą pojęcia związane z luką płacową. O co chcesz zapytać?',
          )
        : b.t(
            'I can’t help with that: I only answer questions about pay, using your organisation’s reports and a table of Polish pay data. I can tell you what to pay for a role, why your pay gap is what it is, whether a salary is fair, or what a term means.',
            'W tym nie pomogę: odpowiadam tylko na pytania o wynagrodzenia, na podstawie raportów Twojej organizacji i tabeli danych o płacach w Polsce. Mogę powiedzieć, ile płacić na stanowisku, skąd bierze się luka płacowa, czy pensja jest sprawiedliwa albo co znaczy dane pojęcie.',
          );
    return finish(
      b,
      { ...next, intent: null },
      {
        response: withCorrections(text),
        possible_fixed_values: intentChoices(b),
        is_finished: false,
      },
    );
  }

  const notes: string[] = [];
  const relevantChanges = changed.filter(
    (c) => required(intent, slots, context).includes(c) || c === 'location',
  );
  if (relevantChanges.length > 0) {
    notes.push(
      b.t(
        `Changed: ${relevantChanges.map((c) => describeSlot(b, c, slots)).join(', ')}.`,
        `Zmieniono: ${relevantChanges.map((c) => describeSlot(b, c, slots)).join(', ')}.`,
      ),
    );
  }
  if (state.pending !== null && filled.length === 0 && intent === state.intent && tapped === null) {
    notes.push(b.t('I did not catch that.', 'Nie rozumiem tej odpowiedzi.'));
  }
  if (intent === 'salary_fair' && context !== null && slots.level !== undefined) {
    if (!context.salaryRanges.ranges.some((r) => r.level === slots.level)) delete slots.level;
  }
  const missing = required(intent, slots, context).find((s) => slots[s] === undefined);
  if (missing !== undefined) {
    const q = askFor(b, missing, next);
    return finish(
      b,
      { ...next, pending: missing },
      {
        additional_question: withCorrections([...notes, q.text].join(' ')),
        possible_fixed_values: q.values,
        is_finished: false,
      },
    );
  }
  const reporting = ['indicators', 'flagged', 'duty', 'comparison'].includes(intent);
  const body = reporting
    ? answerReporting(b, context?.reporting, intent)
    : intent === 'role_pay'
      ? answerRolePay(b, slots)
      : intent === 'gap_why'
        ? answerGapWhy(b)
        : intent === 'salary_fair'
          ? answerSalaryFair(b, slots)
          : answerTerm(b, slots.term ?? 'pay_gap');
  // "Why is the adjusted gap bigger?": the premise is checked against the report first.
  const premise =
    intent === 'term' && slots.term === 'adjusted_gap'
      ? adjustedGapPremise(b, words(prompt).folded)
      : null;
  const checked = premise === null ? body : `${premise}\n${body}`;
  const response =
    notes.length > 0 && relevantChanges.length > 0 ? `${notes[0]}\n${checked}` : checked;
  return finish(
    b,
    { ...next, finished: true },
    { response: withCorrections(response), possible_fixed_values: [], is_finished: true },
  );
}

/**
 * One turn: "more" after a cut answer gives its next part; anything else is answered afresh
 * (a stored rest is dropped), cut to fit a phone screen.
 */
function turn(state: ChatState, prompt: string, context: ReportContext | null): ChatTurn {
  const rest = asksForMore(prompt) ? nextPart(state, state.language) : null;
  return rest ?? firstPart(answerTurn(state, prompt, context), state.language);
}

/** Opens a chat with its first question. The reply answers or asks for what is missing. */
export function startChat({ language, prompt, context }: StartChatInput): ChatTurn {
  const state: ChatState = {
    version: 1,
    language,
    intent: null,
    slots: {},
    pending: null,
    finished: false,
    turns: 0,
  };
  return turn(state, prompt, context);
}

/** The next prompt of a chat: an answer to the last question, a correction, or a new question. */
export function answerChat({ state, prompt, context }: AnswerChatInput): ChatTurn {
  // A state from another engine version is not guessed at: the chat goes on from a clean slate.
  if (state.version !== 1) return startChat({ language: state.language, prompt, context });
  return turn(state, prompt, context);
}

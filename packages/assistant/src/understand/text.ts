/** Lower case, Polish diacritics folded (ł → l too), punctuation to spaces, digits kept. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export function tokenize(text: string): string[] {
  return fold(text)
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim()
    .split(' ')
    .filter((t) => t !== '');
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions). */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  }
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1);
      best = Math.min(best, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/* Everyday words one edit away from a lexicon word ("jaka" / "java", "head" / "lead"): never fuzzy. */
const EXACT_ONLY = new Set(
  'jest jaka jaki jakie jako head data date then than that what have here were with from this your read load late more most lata taka dane mamy nasz moja moje mnie jesli tylko when whom where ktora ktory ktore wiem mean dzien rano lato zima stan etap star stay'.split(
    ' ',
  ),
);

/**
 * Whether a typed word stands for a lexicon word: exact; the same stem with another ending
 * (Polish cases: "programiście" for "programista", on words of 6+ letters); or one edit away
 * (Damerau-Levenshtein) on words of 4+ letters.
 */
export function wordMatches(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (word.length < 4 || typed.length < 4 || EXACT_ONLY.has(typed)) return false;
  if (/\d/.test(word) || /\d/.test(typed)) return false;
  if (word.length >= 6) {
    const stem = word.slice(0, word.length - (word.length >= 9 ? 2 : 1));
    if (
      typed.startsWith(stem) &&
      typed.length >= word.length - 1 &&
      typed.length <= word.length + 3
    ) {
      return true;
    }
  }
  return editDistance(typed, word, 1) <= 1;
}

/** Whether the token sequence holds a phrase (its words in order, each matching fuzzily). */
export function findPhrase(tokens: string[], phrase: string): number {
  const words = tokenize(phrase);
  if (words.length === 0) return -1;
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let k = 0; k < words.length; k++) {
      if (!wordMatches(tokens[i + k] as string, words[k] as string)) continue outer;
    }
    return i;
  }
  return -1;
}

export function hasAny(tokens: string[], phrases: readonly string[]): boolean {
  return phrases.some((p) => findPhrase(tokens, p) >= 0);
}

/* Polish case and number endings (folded), and the English plural: what may follow a stem. */
const ENDINGS = new Set(
  '|a|e|i|y|u|o|s|es|em|ie|ach|ami|om|ow|owi|owie|ego|emu|ej|ym|ymi|ych|cie|ce|ka|ki|ku|ke'.split(
    '|',
  ),
);

/**
 * One substitution, insertion, deletion or swap of two neighbouring letters at most (the
 * chat's Damerau-Levenshtein distance ≤ 1), in one pass without a table.
 */
function withinOneEdit(a: string, b: string): boolean {
  if (a.length > b.length) return withinOneEdit(b, a);
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (i === a.length) return b.length - a.length <= 1;
  if (a.length < b.length) return a.slice(i) === b.slice(i + 1);
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

type Keyword = { word: string; digits: boolean; stems: string[] };

const keywordOf = (word: string): Keyword => ({
  word,
  digits: /\d/.test(word),
  stems:
    word.length < 6
      ? []
      : [word, word.slice(0, -1), ...(word.length >= 9 ? [word.slice(0, -2)] : [])],
});

/**
 * Whether a word of a title stands for a keyword word: the same; the keyword with a Polish
 * ending ("magazynu", "programiście", "księgowa" for "księgowy"), an English plural; or one typo
 * on words of five letters or more. An English derivation is not an ending: "management" is
 * not "manager", "development" not "developer". Digits match only exactly.
 */
function wordIs(typed: string, typedDigits: boolean, keyword: Keyword): boolean {
  const { word } = keyword;
  if (typed === word) return true;
  if (typedDigits || keyword.digits) return false;
  if (
    word.length >= 5 &&
    typed.length >= 5 &&
    Math.abs(typed.length - word.length) <= 1 &&
    withinOneEdit(typed, word)
  ) {
    return true;
  }
  return keyword.stems.some(
    (stem) => typed.startsWith(stem) && ENDINGS.has(typed.slice(stem.length)),
  );
}

/**
 * A matcher over a fixed list of phrases: each title word is compared with every keyword word
 * once (a file's titles share few words), then a phrase is found by looking its words up.
 * The cache is dropped whole when it grows past a bound, so no file can make it grow for ever.
 */
export function phraseMatcher(phrases: readonly (readonly string[])[]) {
  const vocabulary = [...new Set(phrases.flat())].map(keywordOf);
  const MAX_CACHED_WORDS = 20_000;
  let cache = new Map<string, Set<string>>();
  const matchesOf = (token: string): Set<string> => {
    let known = cache.get(token);
    if (known === undefined) {
      if (cache.size >= MAX_CACHED_WORDS) cache = new Map();
      const digits = /\d/.test(token);
      known = new Set(vocabulary.filter((k) => wordIs(token, digits, k)).map((k) => k.word));
      cache.set(token, known);
    }
    return known;
  };
  return {
    /** What each token of a text may stand for. */
    read: (tokens: readonly string[]) => tokens.map(matchesOf),
    /** Whether the text holds the phrase's words in a row. */
    has: (read: readonly Set<string>[], words: readonly string[]) => {
      for (let i = 0; i + words.length <= read.length; i++) {
        let all = true;
        for (let k = 0; k < words.length && all; k++) {
          all = (read[i + k] as Set<string>).has(words[k] as string);
        }
        if (all) return true;
      }
      return false;
    },
  };
}

import { useCallback, useEffect, useState } from 'react';
import { CHAT_TYPING_MS } from '@parytet/contract/chats';
import { usePrefersReducedMotion } from '#lib/use-media-query.ts';

export type Typewriter = {
  /** What is on screen so far. */
  shown: string;
  done: boolean;
  /** Shows the whole text at once. */
  skip: () => void;
};

/**
 * Reveals `text` one character every 30 ms (spec §1) when `animate` is set; at once when not,
 * or when the user prefers reduced motion. Characters are code points, so an emoji or a
 * combined letter is never shown half-drawn.
 */
export const useTypewriter = (
  text: string,
  animate: boolean,
  intervalMs: number = CHAT_TYPING_MS,
): Typewriter => {
  const reduced = usePrefersReducedMotion();
  const chars = Array.from(text);
  const total = chars.length;
  const typing = animate && !reduced;
  // The count belongs to one text: a new text starts from nothing (reset while rendering).
  const [progress, setProgress] = useState({ text, count: 0 });
  const current = progress.text === text ? progress : { text, count: 0 };
  if (current !== progress) setProgress(current);
  const shownCount = typing ? Math.min(current.count, total) : total;
  const done = shownCount >= total;

  useEffect(() => {
    if (!typing || done) return;
    const timer = setInterval(() => {
      setProgress((p) => (p.text === text ? { text, count: p.count + 1 } : p));
    }, intervalMs);
    return () => clearInterval(timer);
  }, [text, typing, done, intervalMs]);

  const skip = useCallback(() => setProgress({ text, count: total }), [text, total]);
  return { shown: chars.slice(0, shownCount).join(''), done, skip };
};

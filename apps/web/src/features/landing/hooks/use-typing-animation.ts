import { useEffect, useState } from 'react';

export const TYPING_CHAR_MS = 40;
export const TYPING_PAUSE_MS = 2000;
/** Without motion, each whole slogan stays this long. */
const STILL_SLOGAN_MS = 5000;

export type TypingOptions = {
  charMs?: number;
  pauseMs?: number;
  /** Reduced motion: whole slogans, no typing. */
  still?: boolean;
  /** Stopped by the user: the current slogan stays, complete. */
  paused?: boolean;
};

/**
 * Types each text a character at a time (40 ms), holds it (2 s), then starts the next one,
 * round and round (spec §1).
 */
export const useTypingAnimation = (
  texts: readonly string[],
  {
    charMs = TYPING_CHAR_MS,
    pauseMs = TYPING_PAUSE_MS,
    still = false,
    paused = false,
  }: TypingOptions = {},
) => {
  const [position, setPosition] = useState({ index: 0, length: 0 });
  const count = texts.length;
  const current = texts[position.index % Math.max(count, 1)] ?? '';
  const complete = still || paused || position.length >= current.length;

  useEffect(() => {
    if (paused || count === 0) return;
    const next = () =>
      setPosition((p) =>
        still || p.length >= current.length
          ? { index: (p.index + 1) % count, length: 0 }
          : { index: p.index, length: p.length + 1 },
      );
    const delay = still ? STILL_SLOGAN_MS : position.length >= current.length ? pauseMs : charMs;
    const timer = window.setTimeout(next, delay);
    return () => window.clearTimeout(timer);
  }, [position, current, count, still, paused, charMs, pauseMs]);

  return {
    text: complete ? current : current.slice(0, position.length),
    index: position.index % Math.max(count, 1),
    typing: !complete,
  };
};

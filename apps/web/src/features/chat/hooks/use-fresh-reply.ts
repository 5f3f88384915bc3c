import { useCallback, useEffect, useState } from 'react';

/*
 * Replies received in this page session and not yet wholly on screen, by chat: the index of the
 * answer to type out. Kept in memory rather than in the navigation state, because the browser
 * restores history state on a reload, and an answer loaded from the server would be typed out
 * again; a reload empties this map, so every loaded answer is shown whole.
 */
const fresh = new Map<string, number>();

/** Marks the reply at `index` of `chatId` as just received, for the chat's screen to type out. */
export const markFreshReply = (chatId: string, index: number) => {
  fresh.set(chatId, index);
};

export type FreshReply = {
  /** The index of the answer being typed out, or null when every answer is shown whole. */
  typingAt: number | null;
  /** A reply that just arrived in the open chat. */
  typeOut: (index: number) => void;
  /** The reply is wholly on screen: it is never typed again. */
  typed: () => void;
};

/** Which answer of `chatId` (null: a chat not started yet) to type out on this screen. */
export const useFreshReply = (chatId: string | null): FreshReply => {
  // Read, not taken: StrictMode calls an initializer twice. Forgotten once typed or left.
  const [typingAt, setTypingAt] = useState(() =>
    chatId === null ? null : (fresh.get(chatId) ?? null),
  );
  useEffect(
    () => () => {
      if (chatId !== null) fresh.delete(chatId);
    },
    [chatId],
  );
  const typeOut = useCallback(
    (index: number) => {
      if (chatId !== null) fresh.set(chatId, index);
      setTypingAt(index);
    },
    [chatId],
  );
  const typed = useCallback(() => {
    if (chatId !== null) fresh.delete(chatId);
    setTypingAt(null);
  }, [chatId]);
  return { typingAt, typeOut, typed };
};

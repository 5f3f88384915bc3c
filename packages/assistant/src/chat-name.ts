export const CHAT_NAME_MAX_LENGTH = 60;

/**
 * A chat's name from its first question: whitespace collapsed, cut at the last word boundary
 * that fits, trailing punctuation dropped, an ellipsis added when cut. Empty input gives ''
 * (the caller names such a chat in its own language).
 */
export function chatName(firstQuestion: string, maxLength = CHAT_NAME_MAX_LENGTH): string {
  const text = firstQuestion.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const room = text.slice(0, maxLength);
  const lastSpace = room.lastIndexOf(' ');
  // A single word longer than the limit is cut inside it rather than left empty.
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?\-–—(]+$/u, '')}…`;
}

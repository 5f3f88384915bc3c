/** FNV-1a over the UTF-16 code units of text[start, end): the engine's own hash tables' hash. */
export function fnv1a(text: string, start = 0, end = text.length): number {
  let hash = 0x811c9dc5;
  for (let k = start; k < end; k++) hash = Math.imul(hash ^ text.charCodeAt(k), 16777619);
  return hash;
}

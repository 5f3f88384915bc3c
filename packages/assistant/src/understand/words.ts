import { fold } from './text.ts';

export type Words = { raw: string[]; folded: string[] };

export function words(text: string): Words {
  const raw = text.match(/[\p{L}\p{N}+]+/gu) ?? [];
  return { raw, folded: raw.map((w) => fold(w)) };
}

import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageSchema, type Language } from '@parytet/contract/common';

/** The language of answers: explicit `lang` query, then Accept-Language, then Polish. */
export const requestLanguage = (request: FastifyRequest): Language => {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = languageSchema.safeParse(query?.lang);
  if (fromQuery.success) return fromQuery.data;
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  const fromHeader = languageSchema.safeParse(first);
  return fromHeader.success ? fromHeader.data : DEFAULT_LANGUAGE;
};

import { z } from 'zod';

export const languageSchema = z.enum(['en', 'pl']);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'pl';

/** Query or body `lang` that tolerates absence and unknown values (falls back to Polish). */
export const langFieldSchema = languageSchema.catch(DEFAULT_LANGUAGE).default(DEFAULT_LANGUAGE);

export const uuidParamSchema = z.object({ id: z.uuid() });

import { z } from 'zod';
import { defaultPlanFeatures, featureSetSchema, type FeatureSet } from '@parytet/contract/features';
import {
  defaultPlanLimits,
  planIdSchema,
  planLimitsSchema,
  type PlanId,
} from '@parytet/contract/plans';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A variable holding JSON, parsed and then checked by `schema`. */
const jsonString = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

// Strict: a "chat" key (once a limit, now a feature: PLAN_FEATURES) stops the start with its name.
const planLimitsOverride = jsonString(
  z.partialRecord(planIdSchema, planLimitsSchema.partial().strict()),
);
// PLAN_FEATURES: {"PRO": {"reporting": true}} switches features of a plan on or off.
const planFeaturesOverride = jsonString(
  z.partialRecord(planIdSchema, featureSetSchema.partial().strict()),
);

// PLAN_PRICES: {"PRO": 499, "MASTER": 1499}; a plan left out or null shows "price on request".
const planPrices = jsonString(z.partialRecord(planIdSchema, z.number().nonnegative().nullable()));

/** The operator's legal details (terms, privacy, contact); unset = "not configured". */
const operatorVariables = {
  OPERATOR_NAME: z.string().trim().optional(),
  OPERATOR_ADDRESS: z.string().trim().optional(),
  OPERATOR_KRS: z
    .string()
    .regex(/^\d{10}$/, 'must be 10 digits')
    .optional(),
  OPERATOR_NIP: z
    .string()
    .regex(/^\d{10}$/, 'must be 10 digits, no dashes')
    .optional(),
  OPERATOR_REGON: z
    .string()
    .regex(/^(\d{9}|\d{14})$/, 'must be 9 or 14 digits')
    .optional(),
  OPERATOR_EMAIL: z.email().optional(),
  PLAN_PRICES: planPrices.optional(),
};
export const OPERATOR_VARIABLES = [
  'OPERATOR_NAME',
  'OPERATOR_ADDRESS',
  'OPERATOR_KRS',
  'OPERATOR_NIP',
  'OPERATOR_REGON',
  'OPERATOR_EMAIL',
] as const;

/** An issuer may be plain http only on this machine (a local OpenID provider in tests). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const isLoopbackUrl = (url: string) => LOOPBACK_HOSTS.has(new URL(url).hostname);
const issuerUrl = z.url().refine((url) => url.startsWith('https://') || isLoopbackUrl(url), {
  message: 'must be https (http only on loopback, for tests)',
});

/** Social sign-in (decisions §3): a provider is offered only when its id and secret are set. */
const socialVariables = {
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_ISSUER_URL: issuerUrl.default('https://accounts.google.com'),
  MICROSOFT_CLIENT_ID: z.string().trim().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().trim().optional(),
  MICROSOFT_TENANT: z
    .string()
    .regex(/^[\w.-]+$/, 'must be a tenant id, a domain, common or organizations')
    .default('common'),
  /** Defaults to https://login.microsoftonline.com/<MICROSOFT_TENANT>/v2.0. */
  MICROSOFT_ISSUER_URL: issuerUrl.optional(),
};

const configSchema = z
  .object({
    ...operatorVariables,
    ...socialVariables,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url().optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    /** Defaults to http://localhost:PORT. */
    APP_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(12 * 3600),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Parytet <no-reply@parytet.local>'),
    REGISTRATION_ENABLED: booleanString.default(true),
    DEFAULT_PLAN: planIdSchema.default('STARTER'),
    PLAN_LIMITS: planLimitsOverride.optional(),
    PLAN_FEATURES: planFeaturesOverride.optional(),
    TRIAL_DAYS: z.coerce.number().int().min(0).default(14),
    WORKING_DAYS: z.coerce.number().int().min(1).max(366).default(250),
    MIN_GROUP_SIZE: z.coerce.number().int().min(1).default(3),
    /** How long an exported report (PDF, XLSX) stays downloadable before the sweep deletes it. */
    EXPORT_RETENTION_HOURS: z.coerce.number().positive().max(720).default(24),
    RUN_WORKER: booleanString.default(true),
    TRUST_PROXY: booleanString.default(false),
    RATE_LIMIT_ENABLED: booleanString.default(true),
    /**
     * How long a session looked up is used again without asking the database (0: never). Any
     * change to it is heard at once (plugins/session-cache.ts); this bounds a missed one.
     */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: z.string().optional(),
    /** An OpenAI-compatible API (its base, e.g. http://localhost:11434/v1) that rephrases chat answers. */
    ASSISTANT_LLM_URL: z.url().optional(),
    ASSISTANT_LLM_MODEL: z.string().default('default'),
    ASSISTANT_LLM_API_KEY: z.string().optional(),
    ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
  });

export type Config = Omit<z.infer<typeof configSchema>, 'APP_URL'> & { APP_URL: string };

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops the start with the variable's name. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = result.data;
  return { ...data, APP_URL: (data.APP_URL ?? `http://localhost:${data.PORT}`).replace(/\/$/, '') };
};

export const planLimitsFor = (config: Config) => {
  const merged = { ...defaultPlanLimits };
  for (const [plan, override] of Object.entries(config.PLAN_LIMITS ?? {})) {
    const id = planIdSchema.parse(plan);
    merged[id] = { ...merged[id], ...override };
  }
  return merged;
};

export const planFeaturesFor = (config: Config): Record<PlanId, FeatureSet> => {
  const merged = { ...defaultPlanFeatures };
  for (const [plan, override] of Object.entries(config.PLAN_FEATURES ?? {})) {
    const id = planIdSchema.parse(plan);
    merged[id] = { ...merged[id], ...override };
  }
  return merged;
};

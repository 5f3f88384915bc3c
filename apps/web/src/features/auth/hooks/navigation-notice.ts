import { z } from 'zod';

/** Messages one auth screen leaves for the next in the navigation state. */
const navigationNotices = ['password_reset'] as const;
export type NavigationNotice = (typeof navigationNotices)[number];

const stateSchema = z.object({ notice: z.enum(navigationNotices) });

export const readNavigationNotice = (state: unknown): NavigationNotice | null => {
  const parsed = stateSchema.safeParse(state);
  return parsed.success ? parsed.data.notice : null;
};

const emailStateSchema = z.object({ email: z.string().min(1) });

/** The address the verification mail went to, handed over by the sign-up step. */
export const readEmailFromState = (state: unknown): string | null => {
  const parsed = emailStateSchema.safeParse(state);
  return parsed.success ? parsed.data.email : null;
};

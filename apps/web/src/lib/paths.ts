/** Every route of the app (product spec §2). Build concrete links with `buildLink`. */
export const paths = {
  auth: {
    root: '/auth',
    main: '/auth/main',
    login: '/auth/login',
    signUp: '/auth/sign-up',
    verify: '/auth/verify/:code?',
    /** Not in the spec's table: the "check your inbox" notice after sign-up. */
    verifyEmail: '/auth/verify-email',
    resend: '/auth/resend',
    details: '/auth/:mode/details',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password/:code?',
  },
  main: {
    root: '/main',
    payGap: '/main/pay-gap',
    payGapNew: '/main/pay-gap/new',
    payGapBase: '/main/pay-gap/:id/base',
    payGapAdjusted: '/main/pay-gap/:id/adjusted',
    employees: '/main/employees/:id',
    profile: '/main/profile',
    salaryRanges: '/main/salary-ranges',
    salaryRangesBase: '/main/salary-ranges/:id/base',
    salaryRangesExtended: '/main/salary-ranges/:id/extended',
  },
  chat: {
    root: '/chat',
    detail: '/chat/:id',
    profile: '/chat/profile',
  },
  terms: '/terms',
  privacy: '/privacy',
  methodology: '/methodology',
} as const;

/** Where a signed-in user lands (login, fallback, an auth screen visited while signed in). */
export const HOME_PATH = paths.main.payGap;

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
    /** Where Google and Microsoft send the browser back (decisions §3: ?mode=&code=&state=). */
    callback: '/auth/callback',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password/:code?',
    /** An invitation's mailed link. */
    invite: '/auth/invite/:code',
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
    /** EU Pay Transparency: a plan feature (GURU, ENTERPRISE). */
    reporting: '/main/pay-transparency',
    reportingCategories: '/main/pay-transparency/categories',
    reportingIndicators: '/main/pay-transparency/:id/indicators',
    reportingAssessment: '/main/pay-transparency/:id/assessment',
    reportingModel: '/main/pay-transparency/:id/model',
    reportingComparison: '/main/pay-transparency/:id/comparison',
    /** The exports and Article 7 letters (features/report-exports, composed in app/routes). */
    reportingExports: '/main/pay-transparency/:id/exports',
    /** The printable report, without the app's frame. */
    reportingPrint: '/main/pay-transparency/:id/exports/print',
    /** Salary bands: a plan feature (MASTER and above). The structure, its draft, a report in it. */
    salaryBands: '/main/salary-bands',
    salaryBandsDraft: '/main/salary-bands/draft',
    salaryBandsPeople: '/main/salary-bands/:id/people',
    /** The advert sentences (Art. 5) and the pay and progression criteria page (Art. 6). */
    salaryBandsAdverts: '/main/salary-bands/adverts',
    salaryBandsCriteria: '/main/salary-bands/criteria',
    /** Merit cycles: a plan feature (GURU, ENTERPRISE). */
    meritCycles: '/main/merit-cycles',
    meritCycleNew: '/main/merit-cycles/new',
    meritCycle: '/main/merit-cycles/:id',
    meritCycleProposals: '/main/merit-cycles/:id/proposals',
    meritCycleGuidelines: '/main/merit-cycles/:id/guidelines',
    meritCycleImpact: '/main/merit-cycles/:id/impact',
    meritCycleOptimiser: '/main/merit-cycles/:id/optimiser',
    meritCycleReview: '/main/merit-cycles/:id/review',
    /** Benchmarking: a plan feature (MASTER and above). */
    benchmarking: '/main/benchmarking',
    benchmarkingComparison: '/main/benchmarking/:id/comparison',
    benchmarkingMapping: '/main/benchmarking/:id/mapping',
    /** The organisation's opt-in to the pooled benchmark (not a report's). */
    benchmarkingSharing: '/main/benchmarking/sharing',
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

/** The methodology's section on a weighted adjusted gap above the raw one (linked from W1/W2). */
export const ADJUSTED_ABOVE_RAW_ANCHOR = 'adjusted-above-raw';

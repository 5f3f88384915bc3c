import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullScreenLoader } from '#components/ui/loader.tsx';
import { paths } from '#lib/paths.ts';
import { RouteError } from './routes/route-error.tsx';

/** A route whose component (and its code) loads only when the route is first visited. */
const lazyScreen = (load: () => Promise<ComponentType>) => ({ Component: load });

const authScreens: RouteObject[] = [
  {
    path: paths.auth.login,
    lazy: lazyScreen(
      async () => (await import('#features/auth/components/login-screen.tsx')).LoginScreen,
    ),
  },
  {
    path: paths.auth.signUp,
    lazy: lazyScreen(
      async () => (await import('#features/auth/components/sign-up-screen.tsx')).SignUpScreen,
    ),
  },
  {
    path: paths.auth.details,
    lazy: lazyScreen(
      async () =>
        (await import('#features/auth/components/tell-us-more-screen.tsx')).TellUsMoreScreen,
    ),
  },
  {
    path: paths.auth.callback,
    lazy: lazyScreen(
      async () =>
        (await import('#features/auth/components/social-callback-screen.tsx')).SocialCallbackScreen,
    ),
  },
  {
    path: paths.auth.verifyEmail,
    lazy: lazyScreen(
      async () =>
        (await import('#features/auth/components/verify-email-notice-screen.tsx'))
          .VerifyEmailNoticeScreen,
    ),
  },
  {
    path: paths.auth.verify,
    lazy: lazyScreen(
      async () => (await import('#features/auth/components/verify-screen.tsx')).VerifyScreen,
    ),
  },
  {
    path: paths.auth.resend,
    lazy: lazyScreen(
      async () => (await import('#features/auth/components/resend-screen.tsx')).ResendScreen,
    ),
  },
  {
    path: paths.auth.forgotPassword,
    lazy: lazyScreen(
      async () =>
        (await import('#features/auth/components/forgot-password-screen.tsx')).ForgotPasswordScreen,
    ),
  },
  {
    path: paths.auth.resetPassword,
    lazy: lazyScreen(
      async () =>
        (await import('#features/auth/components/reset-password-screen.tsx')).ResetPasswordScreen,
    ),
  },
];

/** Screens of the private area. */
const privateScreens: RouteObject[] = [
  { path: paths.main.root, element: <Navigate to={paths.main.payGap} replace /> },
  {
    path: paths.main.payGap,
    lazy: lazyScreen(
      async () => (await import('#features/pay-gap/components/pay-gap-index.tsx')).PayGapIndex,
    ),
  },
  {
    path: paths.main.payGapNew,
    lazy: lazyScreen(
      async () =>
        (await import('#features/pay-gap/components/new-report-screen.tsx')).NewReportScreen,
    ),
  },
  {
    path: paths.main.payGapBase,
    lazy: lazyScreen(
      async () => (await import('#features/pay-gap/components/base-screen.tsx')).BaseScreen,
    ),
  },
  {
    path: paths.main.payGapAdjusted,
    lazy: lazyScreen(
      async () => (await import('#features/pay-gap/components/adjusted-screen.tsx')).AdjustedScreen,
    ),
  },
  {
    path: paths.main.employees,
    lazy: lazyScreen(
      async () =>
        (await import('#features/employees/components/employees-screen.tsx')).EmployeesScreen,
    ),
  },
  {
    path: paths.main.profile,
    lazy: lazyScreen(async () => (await import('./routes/profile-route.tsx')).ProfileRoute),
  },
  {
    path: paths.main.salaryRanges,
    lazy: lazyScreen(
      async () =>
        (await import('#features/salary-ranges/components/salary-ranges-index.tsx'))
          .SalaryRangesIndex,
    ),
  },
  {
    path: paths.main.salaryRangesBase,
    lazy: lazyScreen(
      async () =>
        (await import('#features/salary-ranges/components/base-ranges-screen.tsx'))
          .BaseRangesScreen,
    ),
  },
  {
    path: paths.main.salaryRangesExtended,
    lazy: lazyScreen(
      async () =>
        (await import('#features/salary-ranges/components/extended-ranges-screen.tsx'))
          .ExtendedRangesScreen,
    ),
  },
  ...[paths.chat.root, paths.chat.detail].map((path) => ({
    path,
    lazy: lazyScreen(
      async () => (await import('#features/chat/components/chat-screen.tsx')).ChatScreen,
    ),
  })),
  {
    path: paths.chat.profile,
    lazy: lazyScreen(
      async () =>
        (await import('#features/chat/components/chat-profile-screen.tsx')).ChatProfileScreen,
    ),
  },
  {
    path: paths.main.reporting,
    lazy: lazyScreen(
      async () =>
        (await import('#features/reporting/components/reporting-index.tsx')).ReportingIndex,
    ),
  },
  {
    path: paths.main.reportingCategories,
    lazy: lazyScreen(
      async () =>
        (await import('#features/reporting/components/categories-screen.tsx')).CategoriesScreen,
    ),
  },
  {
    path: paths.main.reportingIndicators,
    lazy: lazyScreen(
      async () =>
        (await import('#features/reporting/components/indicators-screen.tsx')).IndicatorsScreen,
    ),
  },
  {
    path: paths.main.reportingAssessment,
    lazy: lazyScreen(
      async () =>
        (await import('#features/reporting/components/assessment-screen.tsx')).AssessmentScreen,
    ),
  },
  // The section's frame around the model card and the comparison (features/analysis).
  {
    path: paths.main.reportingModel,
    lazy: lazyScreen(
      async () => (await import('./routes/reporting-analysis.tsx')).ReportingModelRoute,
    ),
  },
  {
    path: paths.main.reportingComparison,
    lazy: lazyScreen(
      async () => (await import('./routes/reporting-analysis.tsx')).ReportingComparisonRoute,
    ),
  },
  {
    path: paths.main.meritCycles,
    lazy: lazyScreen(
      async () =>
        (await import('#features/merit-cycles/components/merit-cycles-screen.tsx'))
          .MeritCyclesScreen,
    ),
  },
  {
    path: paths.main.meritCycleNew,
    lazy: lazyScreen(
      async () =>
        (await import('#features/merit-cycles/components/create-cycle-screen.tsx'))
          .CreateCycleScreen,
    ),
  },
  {
    path: paths.main.meritCycle,
    lazy: lazyScreen(
      async () => (await import('#features/merit-cycles/components/cycle-frame.tsx')).CycleIndex,
    ),
  },
  {
    path: paths.main.meritCycleProposals,
    lazy: lazyScreen(
      async () =>
        (await import('#features/merit-cycles/components/proposals-screen.tsx')).ProposalsScreen,
    ),
  },
  {
    path: paths.main.meritCycleGuidelines,
    lazy: lazyScreen(
      async () =>
        (await import('#features/merit-cycles/components/guidelines-screen.tsx')).GuidelinesScreen,
    ),
  },
  {
    path: paths.main.meritCycleImpact,
    lazy: lazyScreen(
      async () =>
        (await import('#features/merit-cycles/components/impact-screen.tsx')).ImpactScreen,
    ),
  },
  {
    path: paths.main.meritCycleOptimiser,
    lazy: lazyScreen(
      async () =>
        (await import('#features/merit-cycles/components/optimiser-screen.tsx')).OptimiserScreen,
    ),
  },
  {
    path: paths.main.meritCycleReview,
    lazy: lazyScreen(
      async () =>
        (await import('#features/merit-cycles/components/review-screen.tsx')).ReviewScreen,
    ),
  },
  {
    path: paths.main.salaryBands,
    lazy: lazyScreen(
      async () =>
        (await import('#features/salary-bands/components/structure-screen.tsx')).StructureScreen,
    ),
  },
  {
    path: paths.main.salaryBandsDraft,
    lazy: lazyScreen(
      async () => (await import('#features/salary-bands/components/draft-screen.tsx')).DraftScreen,
    ),
  },
  {
    path: paths.main.salaryBandsAdverts,
    lazy: lazyScreen(
      async () =>
        (await import('#features/salary-bands/components/adverts-screen.tsx')).AdvertsScreen,
    ),
  },
  {
    path: paths.main.salaryBandsCriteria,
    lazy: lazyScreen(
      async () =>
        (await import('#features/salary-bands/components/criteria-screen.tsx')).CriteriaScreen,
    ),
  },
  {
    path: paths.main.salaryBandsPeople,
    lazy: lazyScreen(
      async () =>
        (await import('#features/salary-bands/components/people-screen.tsx')).PeopleScreen,
    ),
  },
  // The section's frame (features/reporting) around the exports and letters
  // (features/report-exports): composed here, since features never import each other.
  {
    path: paths.main.reportingExports,
    lazy: lazyScreen(
      async () => (await import('./routes/reporting-exports.tsx')).ReportingExportsRoute,
    ),
  },
  {
    path: paths.main.benchmarking,
    lazy: lazyScreen(
      async () =>
        (await import('#features/benchmarking/components/benchmarking-index.tsx'))
          .BenchmarkingIndex,
    ),
  },
  {
    path: paths.main.benchmarkingSharing,
    lazy: lazyScreen(
      async () =>
        (await import('#features/benchmarking/components/sharing-screen.tsx')).SharingScreen,
    ),
  },
  {
    path: paths.main.benchmarkingComparison,
    lazy: lazyScreen(
      async () =>
        (await import('#features/benchmarking/components/benchmarking-routes.tsx'))
          .BenchmarkingComparisonRoute,
    ),
  },
  {
    path: paths.main.benchmarkingMapping,
    lazy: lazyScreen(
      async () =>
        (await import('#features/benchmarking/components/benchmarking-routes.tsx'))
          .BenchmarkingMappingRoute,
    ),
  },
];

/** The full route table of product spec §2. */
const routes: RouteObject[] = [
  {
    // Lazy like the screens: React Router loads every matched route's code at once, so the
    // layout and guards arrive beside the screen instead of in the first load.
    lazy: lazyScreen(async () => (await import('./layouts/root-layout.tsx')).RootLayout),
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenLoader,
    children: [
      {
        lazy: lazyScreen(async () => (await import('./guards/guest-guard.tsx')).GuestGuard),
        children: [
          { path: paths.auth.root, element: <Navigate to={paths.auth.main} replace /> },
          {
            path: paths.auth.main,
            lazy: lazyScreen(
              async () =>
                (await import('#features/landing/components/landing-screen.tsx')).LandingScreen,
            ),
          },
          {
            lazy: lazyScreen(
              async () => (await import('#features/auth/components/auth-layout.tsx')).AuthLayout,
            ),
            children: authScreens,
          },
        ],
      },
      // An invitation link works signed in (accept) or not (log in or sign up).
      {
        lazy: lazyScreen(
          async () => (await import('#features/auth/components/auth-layout.tsx')).AuthLayout,
        ),
        children: [
          {
            path: paths.auth.invite,
            lazy: lazyScreen(
              async () =>
                (await import('#features/team/components/invite-screen.tsx')).InviteScreen,
            ),
          },
        ],
      },
      {
        path: paths.terms,
        lazy: lazyScreen(
          async () => (await import('#features/legal/components/terms-page.tsx')).TermsPage,
        ),
      },
      {
        path: paths.privacy,
        lazy: lazyScreen(
          async () => (await import('#features/legal/components/privacy-page.tsx')).PrivacyPage,
        ),
      },
      {
        path: paths.methodology,
        lazy: lazyScreen(
          async () =>
            (await import('#features/methodology/components/methodology-standalone.tsx'))
              .MethodologyStandalone,
        ),
      },
      {
        lazy: lazyScreen(async () => (await import('./guards/private-guard.tsx')).PrivateGuard),
        children: [
          // The printable report stands alone, without the app's frame, for print.
          {
            path: paths.main.reportingPrint,
            lazy: lazyScreen(
              async () =>
                (await import('#features/report-exports/components/print-view.tsx')).PrintView,
            ),
          },
          {
            lazy: lazyScreen(
              async () => (await import('#features/layout/components/app-shell.tsx')).AppShell,
            ),
            children: privateScreens,
          },
        ],
      },
      {
        path: '*',
        lazy: lazyScreen(
          async () => (await import('./guards/fallback-redirect.tsx')).FallbackRedirect,
        ),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/ui/loader.tsx';
import { HOME_PATH, paths } from '../lib/paths.ts';
import { GuestGuard } from './guards/guest-guard.tsx';
import { PrivateGuard } from './guards/private-guard.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import type { RouteHandle } from './routes/route-handle.ts';
import { RouteError } from './routes/route-error.tsx';

/** A route whose component (and its code) loads only when the route is first visited. */
const lazyScreen = (load: () => Promise<ComponentType>) => ({ Component: load });

const placeholder = (titleKey: string) => ({
  handle: { titleKey } satisfies RouteHandle,
  lazy: lazyScreen(async () => (await import('./routes/placeholder-route.tsx')).PlaceholderRoute),
});

const authScreens: RouteObject[] = [
  {
    path: paths.auth.login,
    lazy: lazyScreen(
      async () => (await import('../features/auth/components/login-screen.tsx')).LoginScreen,
    ),
  },
  {
    path: paths.auth.signUp,
    lazy: lazyScreen(
      async () => (await import('../features/auth/components/sign-up-screen.tsx')).SignUpScreen,
    ),
  },
  {
    path: paths.auth.details,
    lazy: lazyScreen(
      async () =>
        (await import('../features/auth/components/tell-us-more-screen.tsx')).TellUsMoreScreen,
    ),
  },
  {
    path: paths.auth.verifyEmail,
    lazy: lazyScreen(
      async () =>
        (await import('../features/auth/components/verify-email-notice-screen.tsx'))
          .VerifyEmailNoticeScreen,
    ),
  },
  {
    path: paths.auth.verify,
    lazy: lazyScreen(
      async () => (await import('../features/auth/components/verify-screen.tsx')).VerifyScreen,
    ),
  },
  {
    path: paths.auth.resend,
    lazy: lazyScreen(
      async () => (await import('../features/auth/components/resend-screen.tsx')).ResendScreen,
    ),
  },
  {
    path: paths.auth.forgotPassword,
    lazy: lazyScreen(
      async () =>
        (await import('../features/auth/components/forgot-password-screen.tsx'))
          .ForgotPasswordScreen,
    ),
  },
  {
    path: paths.auth.resetPassword,
    lazy: lazyScreen(
      async () =>
        (await import('../features/auth/components/reset-password-screen.tsx')).ResetPasswordScreen,
    ),
  },
];

/** Screens of the private area; later issues replace the placeholders with the real screens. */
const privateScreens: RouteObject[] = [
  { path: paths.main.root, element: <Navigate to={paths.main.payGap} replace /> },
  {
    path: paths.main.payGap,
    lazy: lazyScreen(
      async () => (await import('../features/pay-gap/components/pay-gap-index.tsx')).PayGapIndex,
    ),
  },
  {
    path: paths.main.payGapNew,
    lazy: lazyScreen(
      async () =>
        (await import('../features/pay-gap/components/new-report-screen.tsx')).NewReportScreen,
    ),
  },
  {
    path: paths.main.payGapBase,
    lazy: lazyScreen(
      async () => (await import('../features/pay-gap/components/base-screen.tsx')).BaseScreen,
    ),
  },
  {
    path: paths.main.payGapAdjusted,
    lazy: lazyScreen(
      async () =>
        (await import('../features/pay-gap/components/adjusted-screen.tsx')).AdjustedScreen,
    ),
  },
  {
    path: paths.main.employees,
    lazy: lazyScreen(
      async () =>
        (await import('../features/employees/components/employees-screen.tsx')).EmployeesScreen,
    ),
  },
  {
    path: paths.main.profile,
    lazy: lazyScreen(
      async () => (await import('../features/profile/components/profile-screen.tsx')).ProfileScreen,
    ),
  },
  {
    path: paths.main.salaryRanges,
    lazy: lazyScreen(
      async () =>
        (await import('../features/salary-ranges/components/salary-ranges-index.tsx'))
          .SalaryRangesIndex,
    ),
  },
  {
    path: paths.main.salaryRangesBase,
    lazy: lazyScreen(
      async () =>
        (await import('../features/salary-ranges/components/base-ranges-screen.tsx'))
          .BaseRangesScreen,
    ),
  },
  {
    path: paths.main.salaryRangesExtended,
    lazy: lazyScreen(
      async () =>
        (await import('../features/salary-ranges/components/extended-ranges-screen.tsx'))
          .ExtendedRangesScreen,
    ),
  },
  { path: paths.chat.root, ...placeholder('nav.chat') },
  { path: paths.chat.profile, ...placeholder('nav.chatProfile') },
  { path: paths.chat.detail, ...placeholder('nav.chat') },
];

/** The full route table of product spec §2. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenLoader,
    children: [
      {
        Component: GuestGuard,
        children: [
          { path: paths.auth.root, element: <Navigate to={paths.auth.main} replace /> },
          {
            path: paths.auth.main,
            lazy: lazyScreen(
              async () =>
                (await import('../features/landing/components/landing-screen.tsx')).LandingScreen,
            ),
          },
          {
            lazy: lazyScreen(
              async () => (await import('../features/auth/components/auth-layout.tsx')).AuthLayout,
            ),
            children: authScreens,
          },
        ],
      },
      {
        path: paths.terms,
        lazy: lazyScreen(
          async () => (await import('../features/legal/components/terms-page.tsx')).TermsPage,
        ),
      },
      {
        path: paths.privacy,
        lazy: lazyScreen(
          async () => (await import('../features/legal/components/privacy-page.tsx')).PrivacyPage,
        ),
      },
      {
        path: paths.methodology,
        lazy: lazyScreen(
          async () =>
            (await import('../features/methodology/components/methodology-standalone.tsx'))
              .MethodologyStandalone,
        ),
      },
      {
        Component: PrivateGuard,
        children: [
          {
            lazy: lazyScreen(
              async () => (await import('../features/layout/components/app-shell.tsx')).AppShell,
            ),
            children: privateScreens,
          },
        ],
      },
      { path: '*', element: <Navigate to={HOME_PATH} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

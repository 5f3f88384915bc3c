import {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  noContentSchema,
  registerBodySchema,
  resendBodySchema,
  resetPasswordBodySchema,
  verifyBodySchema,
} from '#auth.ts';
import {
  authProvidersResponseSchema,
  socialCallbackQuerySchema,
  socialCallbackResponseSchema,
  socialLoginQuerySchema,
  socialProviderParamsSchema,
  socialRegisterBodySchema,
} from '#auth-providers.ts';
import { errorResponseSchema as error } from '#errors.ts';
import { defineRoute } from './define-route.ts';

const tags = ['auth'];

export const authRoutes = {
  providers: defineRoute({
    method: 'GET',
    path: '/auth/providers',
    summary: 'The social sign-in providers this deployment offers',
    tags,
    auth: 'public',
    responses: { 200: authProvidersResponseSchema },
  }),
  socialLogin: defineRoute({
    method: 'GET',
    path: '/auth/login/:provider',
    summary:
      'Social sign-in: redirects the browser to the provider (OpenID Connect, state, nonce, PKCE); 404 when not configured',
    tags,
    auth: 'public',
    params: socialProviderParamsSchema,
    query: socialLoginQuerySchema,
    responses: { 302: noContentSchema, 400: error, 404: error, 429: error },
  }),
  socialCallback: defineRoute({
    method: 'GET',
    path: '/auth/login/:provider/callback',
    summary:
      "The provider's answer (code, state) for a token; should_provide_attributes: a new account's sign-up token for auth/register/social",
    tags,
    auth: 'public',
    params: socialProviderParamsSchema,
    query: socialCallbackQuerySchema,
    responses: {
      200: socialCallbackResponseSchema,
      400: error,
      404: error,
      409: error,
      429: error,
    },
  }),
  registerSocial: defineRoute({
    method: 'POST',
    path: '/auth/register/social',
    summary:
      '"Tell us more" for a new social account: creates its organisation (owner); needs the callback\'s sign-up token as bearer',
    tags,
    auth: 'public',
    body: socialRegisterBodySchema,
    responses: { 200: loginResponseSchema, 400: error, 401: error, 409: error, 429: error },
  }),
  register: defineRoute({
    method: 'POST',
    path: '/auth/register',
    summary: 'Sign up: an unverified user, its organisation and a mailed verification link',
    tags,
    auth: 'public',
    body: registerBodySchema,
    responses: { 201: noContentSchema, 400: error, 403: error, 409: error, 429: error },
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/auth/register/verify',
    summary: 'Confirm the e-mail address with the code from the mailed link',
    tags,
    auth: 'public',
    body: verifyBodySchema,
    responses: { 204: noContentSchema, 400: error, 429: error },
  }),
  resend: defineRoute({
    method: 'POST',
    path: '/auth/register/resend',
    summary: 'Mail a new verification link (always 204)',
    tags,
    auth: 'public',
    body: resendBodySchema,
    responses: { 204: noContentSchema, 400: error, 429: error },
  }),
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    summary: 'Log in with e-mail and password; answers a bearer token and its expiry',
    tags,
    auth: 'public',
    body: loginBodySchema,
    responses: { 200: loginResponseSchema, 400: error, 401: error, 403: error, 429: error },
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/auth/forgot-password',
    summary: 'Mail a password reset link (always 204)',
    tags,
    auth: 'public',
    body: forgotPasswordBodySchema,
    responses: { 204: noContentSchema, 400: error, 429: error },
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/auth/forgot-password/reset',
    summary: 'Set a new password with the code from the mailed link; ends older sessions',
    tags,
    auth: 'public',
    body: resetPasswordBodySchema,
    responses: { 204: noContentSchema, 400: error, 429: error },
  }),
};

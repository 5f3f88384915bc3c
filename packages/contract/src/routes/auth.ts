import {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  noContentSchema,
  registerBodySchema,
  resendBodySchema,
  resetPasswordBodySchema,
  verifyBodySchema,
} from '../auth.ts';
import { authProvidersResponseSchema } from '../auth-providers.ts';
import { errorResponseSchema as error } from '../errors.ts';
import { defineRoute } from './define-route.ts';

const tags = ['auth'];

export const authRoutes = {
  // Social sign-in (OpenID Connect) is not configured in any deployment yet: none is offered.
  providers: defineRoute({
    method: 'GET',
    path: '/auth/providers',
    summary: 'The social sign-in providers this deployment offers',
    tags,
    auth: 'public',
    responses: { 200: authProvidersResponseSchema },
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

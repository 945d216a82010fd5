import {
  EmailOnlyRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  VerifyEmailRequestSchema,
  VerifyResetTokenQuerySchema,
} from '@befundklar/shared/schemas/auth';
import { getAdapters } from '../config/adapters';
import { getRuntimeSettings } from '../config/runtime';
import { json, redirect } from '../lib/http';
import { createApiHandler } from '../middleware/api-handler';
import { defineOperation } from '../middleware/api-request';
import { registerUser } from '../services/auth/register-user';
import { requestPasswordReset } from '../services/auth/request-password-reset';
import { resendCode } from '../services/auth/resend-code';
import { checkResetToken, resetPassword } from '../services/auth/reset-password';
import { signIn } from '../services/auth/sign-in';
import { signOut } from '../services/auth/sign-out';
import { verifyEmail } from '../services/auth/verify-email';
import { toCurrentUser } from '../services/profile/current-user';
import { clearedSessionCookies, sessionCookies } from '../services/session/cookies';
import { completeGoogleCallback, startGoogle } from './auth-google';

const cookieOptions = () => ({ secure: getAdapters().config.STAGE !== 'local' });

export const handler = createApiHandler('auth', {
  'POST /api/auth/email/register': defineOperation({
    body: RegisterRequestSchema,
    handle: async ({ body, sourceIp }) => {
      await registerUser({ ...getAdapters(), input: body, ip: sourceIp });
      return json(201, {
        message: 'Wir haben Ihnen einen Bestätigungscode per E-Mail geschickt.',
        email: body.email,
      });
    },
  }),
  'POST /api/auth/email/login': defineOperation({
    body: LoginRequestSchema,
    handle: async ({ body, sourceIp }) => {
      const adapters = getAdapters();
      const { tokens, profile } = await signIn({
        ...adapters,
        adminEmails: adapters.config.ADMIN_EMAILS,
        ...body,
        ip: sourceIp,
      });
      return json(200, { user: toCurrentUser(profile) }, sessionCookies(tokens, cookieOptions()));
    },
  }),
  'POST /api/auth/email/verify-email': defineOperation({
    body: VerifyEmailRequestSchema,
    handle: async ({ body, sourceIp }) => {
      await verifyEmail({ ...getAdapters(), ...body, ip: sourceIp });
      return json(200, { message: 'Ihre E-Mail-Adresse ist bestätigt.' });
    },
  }),
  'POST /api/auth/email/resend-otp': defineOperation({
    body: EmailOnlyRequestSchema,
    handle: async ({ body, sourceIp }) => {
      await resendCode({ ...getAdapters(), email: body.email, ip: sourceIp });
      return json(200, { message: 'Wir haben Ihnen einen neuen Code geschickt.' });
    },
  }),
  'POST /api/auth/email/forgot-password': defineOperation({
    body: EmailOnlyRequestSchema,
    handle: async ({ body, sourceIp }) => {
      await requestPasswordReset({ ...getAdapters(), email: body.email, ip: sourceIp });
      return json(200, {
        message: 'Falls ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link geschickt.',
      });
    },
  }),
  'GET /api/auth/email/verify-reset-token': defineOperation({
    query: VerifyResetTokenQuerySchema,
    handle: async ({ query }) => {
      await checkResetToken({
        token: query.token,
        signingKey: (await getRuntimeSettings()).tokenSigningKey,
        revokedTokens: getAdapters().revokedTokens,
      });
      return json(200, { valid: true });
    },
  }),
  'POST /api/auth/email/reset-password': defineOperation({
    body: ResetPasswordRequestSchema,
    handle: async ({ body, sourceIp }) => {
      const { tokenSigningKey } = await getRuntimeSettings();
      await resetPassword({
        ...getAdapters(),
        token: body.token,
        password: body.password,
        signingKey: tokenSigningKey,
        ip: sourceIp,
      });
      return json(200, { message: 'Ihr Passwort wurde geändert.' });
    },
  }),
  'GET /api/auth/user': defineOperation({
    handle: async ({ user }) => json(200, user ? toCurrentUser(user) : null),
  }),
  'GET /api/logout': defineOperation({
    handle: async ({ session }) => {
      await signOut({ ...getAdapters(), ...session });
      return redirect('/', clearedSessionCookies(cookieOptions()));
    },
  }),
  'GET /api/login/google': defineOperation({ handle: startGoogle }),
  'GET /api/login/google/callback': defineOperation({ handle: completeGoogleCallback }),
});

import { getAdapters } from '../config/adapters';
import { getRuntimeSettings } from '../config/runtime';
import { HttpError } from '../lib/errors';
import { type ApiResponse, html, redirect } from '../lib/http';
import type { ApiRequest } from '../middleware/api-request';
import {
  completeGoogleSignIn,
  type GoogleSignInSettings,
  OAUTH_COOKIE,
  startGoogleSignIn,
} from '../services/auth/google-sign-in';
import { readCookies, sessionCookies } from '../services/session/cookies';

const NOT_CONFIGURED_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Google-Anmeldung nicht verfügbar</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:560px;margin:4rem auto;padding:0 1rem;color:#1d2b36}a{color:#0b6e79}</style></head>
<body><h1>Google-Anmeldung nicht verfügbar</h1>
<p>Die Anmeldung mit Google benötigt eine bereitgestellte Cognito-Domain (Hosted UI) mit Google als Identitätsanbieter. In dieser lokalen Umgebung gibt es sie nicht.</p>
<p>Bitte melden Sie sich mit Ihrer E-Mail-Adresse an: <a href="/login">Zur Anmeldung</a></p></body></html>`;

async function googleSettings(): Promise<GoogleSignInSettings | undefined> {
  const { config } = getAdapters();
  if (!config.COGNITO_DOMAIN) return undefined;
  const { appOrigin, tokenSigningKey } = await getRuntimeSettings();
  return {
    cognitoDomain: config.COGNITO_DOMAIN,
    clientId: config.USER_POOL_CLIENT_ID,
    appOrigin,
    signingKey: tokenSigningKey,
  };
}

const oauthCookie = (value: string, maxAge: number, secure: boolean) =>
  `${OAUTH_COOKIE}=${value}; Path=/api/login/google; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** GET /api/login/google: off to Cognito's hosted UI, or a clear page where there is none. */
export async function startGoogle(): Promise<ApiResponse> {
  const settings = await googleSettings();
  if (!settings) return html(501, NOT_CONFIGURED_PAGE);
  const { location, cookieValue } = startGoogleSignIn(settings);
  return redirect(location, [oauthCookie(cookieValue, 600, getAdapters().config.STAGE !== 'local')]);
}

/** GET /api/login/google/callback: back from Google, signed in, on to the app. */
export async function completeGoogleCallback({ event }: ApiRequest): Promise<ApiResponse> {
  const settings = await googleSettings();
  if (!settings) return html(501, NOT_CONFIGURED_PAGE);
  const adapters = getAdapters();
  const secure = adapters.config.STAGE !== 'local';
  const query = event.queryStringParameters ?? {};
  try {
    const { tokens } = await completeGoogleSignIn({
      settings,
      identity: adapters.identity,
      users: adapters.users,
      adminEmails: adapters.config.ADMIN_EMAILS,
      code: query.code,
      state: query.state,
      cookieValue: readCookies(event.cookies)[OAUTH_COOKIE],
    });
    return redirect('/', [...sessionCookies(tokens, { secure }), oauthCookie('', 0, secure)]);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return redirect('/login?error=google', [oauthCookie('', 0, secure)]);
  }
}

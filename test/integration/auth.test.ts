import { describe, expect, inject, it } from 'vitest';
import {
  ApiClient,
  codeIn,
  latestMail,
  resetTokenIn,
  signedInClient,
  uniqueEmail,
} from '../support/api-client';

const baseUrl = inject('baseUrl');
const password = 'Geheim123!';
const registration = (email: string) => ({
  email,
  password,
  confirmPassword: password,
  firstName: 'Anna',
  lastName: 'Berg',
});

describe('Accounts: register, confirm with the mailed code, sign in', () => {
  it('creates the account, mails a German code, and signs in with a 7-day trial', async () => {
    // Prepare
    const client = new ApiClient(baseUrl);
    const email = uniqueEmail('anna');
    // Act
    const registered = await client.post('/api/auth/email/register', registration(email.toUpperCase()));
    const mail = await latestMail(baseUrl, email);
    const early = await client.post('/api/auth/email/login', { email, password });
    const verified = await client.post('/api/auth/email/verify-email', { email, code: codeIn(mail) });
    const login = await client.post('/api/auth/email/login', { email, password });
    const user = await client.get('/api/auth/user');
    const subscription = await client.get('/api/subscription/status');
    // Assess
    expect(registered.status).toBe(201);
    expect(mail.subject).toBe('Ihr Bestätigungscode für Befundklar');
    expect(mail.text).toContain('Guten Tag Anna');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(early.status).toBe(403);
    expect(early.json.details).toEqual({ code: 'EMAIL_NOT_VERIFIED' });
    expect(verified.status).toBe(200);
    expect(login.status).toBe(200);
    expect(user.status).toBe(200);
    expect(user.json).toMatchObject({
      email,
      firstName: 'Anna',
      lastName: 'Berg',
      role: 'user',
      manualFullAccess: false,
      subscriptionStatus: 'trialing',
    });
    const trialDays = (Date.parse(String(user.json.trialEndsAt)) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThanOrEqual(7);
    expect(subscription.json).toMatchObject({
      status: 'trialing',
      hasActiveSubscription: true,
      trialDaysLeft: 7,
      currentPrice: 29,
    });
  });

  it('sets the session only in HttpOnly, SameSite=Lax cookies for /api and never in the body', async () => {
    const { email } = await signedInClient(baseUrl);
    const response = await fetch(`${baseUrl}/api/auth/email/login`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\/api/);
    }
    expect(await response.text()).not.toMatch(/eyJ/);
  });

  it('refuses a wrong code, a wrong password and an existing address with German messages', async () => {
    const client = new ApiClient(baseUrl);
    const email = uniqueEmail('wrong');
    await client.post('/api/auth/email/register', registration(email));
    const code = codeIn(await latestMail(baseUrl, email));
    const wrongCode = await client.post('/api/auth/email/verify-email', {
      email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.json.message).toBe('Der Code ist ungültig. Bitte prüfen Sie Ihre Eingabe.');
    await client.post('/api/auth/email/verify-email', { email, code });
    const wrongPassword = await client.post('/api/auth/email/login', { email, password: 'Falsch123!' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.json.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    const unknown = await client.post('/api/auth/email/login', { email: uniqueEmail('nobody'), password });
    expect(unknown.json.message).toBe(wrongPassword.json.message);
    const again = await client.post('/api/auth/email/register', registration(email));
    expect(again.status).toBe(409);
  });

  it('validates input with the spec messages', async () => {
    const client = new ApiClient(baseUrl);
    const response = await client.post('/api/auth/email/register', {
      ...registration('kein-email'),
      confirmPassword: 'x',
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('Please enter a valid email address');
    const code = await client.post('/api/auth/email/verify-email', { email: 'a@example.com', code: '12' });
    expect(code.json.message).toBe('Code muss 6 Ziffern haben');
    const notJson = await client.request('POST', '/api/auth/email/login', undefined, {
      'content-type': 'text/plain',
    });
    expect(notJson.status).toBe(400);
  });

  it('resends the code only after 60 seconds', async () => {
    const client = new ApiClient(baseUrl);
    const email = uniqueEmail('resend');
    await client.post('/api/auth/email/register', registration(email));
    const tooEarly = await client.post('/api/auth/email/resend-otp', { email });
    expect(tooEarly.status).toBe(429);
    expect(tooEarly.json.message).toMatch(/^Bitte warten Sie noch \d+ Sekunden/);
    const unknown = await client.post('/api/auth/email/resend-otp', { email: uniqueEmail('unknown') });
    expect(unknown.status).toBe(200);
  });

  it('refuses mutating calls from another origin', async () => {
    const client = new ApiClient(baseUrl);
    const response = await client.request(
      'POST',
      '/api/auth/email/login',
      { email: 'a@example.com', password },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(response.json.message).toBe('Ungültige Herkunft der Anfrage.');
  });
});

describe('Accounts: password reset by link', () => {
  it('mails a link, checks it without using it, sets the new password, and refuses it afterwards', async () => {
    // Prepare
    const { client, email } = await signedInClient(baseUrl);
    const since = Date.now();
    // Act
    const forgot = await client.post('/api/auth/email/forgot-password', { email });
    const mail = await latestMail(baseUrl, email, since);
    const token = resetTokenIn(mail);
    const check = await client.get(`/api/auth/email/verify-reset-token?token=${encodeURIComponent(token)}`);
    const checkAgain = await client.get(
      `/api/auth/email/verify-reset-token?token=${encodeURIComponent(token)}`,
    );
    const reset = await client.post('/api/auth/email/reset-password', { token, password: 'NeuesPasswort9' });
    const checkSpent = await client.get(
      `/api/auth/email/verify-reset-token?token=${encodeURIComponent(token)}`,
    );
    const reused = await client.post('/api/auth/email/reset-password', { token, password: 'NochEins99' });
    const oldLogin = await new ApiClient(baseUrl).post('/api/auth/email/login', { email, password });
    const newLogin = await new ApiClient(baseUrl).post('/api/auth/email/login', {
      email,
      password: 'NeuesPasswort9',
    });
    // Assess
    expect(forgot.status).toBe(200);
    expect(mail.subject).toBe('Passwort für Befundklar zurücksetzen');
    expect(mail.text).toContain(`${baseUrl}/reset-password?token=`);
    expect(check.status).toBe(200);
    expect(checkAgain.status).toBe(200);
    expect(reset.status).toBe(200);
    expect(checkSpent.status).toBe(400);
    expect(checkSpent.json.message).toBe('Invalid or expired reset token');
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe('Invalid or expired reset token');
    expect(oldLogin.status).toBe(401);
    expect(newLogin.status).toBe(200);
  });

  it('answers an unknown address exactly like a known one', async () => {
    const { client, email } = await signedInClient(baseUrl);
    const known = await client.post('/api/auth/email/forgot-password', { email });
    const unknown = await client.post('/api/auth/email/forgot-password', { email: uniqueEmail('ghost') });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
  });

  it('refuses forged, altered, expired and missing tokens', async () => {
    const { client, email } = await signedInClient(baseUrl);
    const since = Date.now();
    await client.post('/api/auth/email/forgot-password', { email });
    const token = resetTokenIn(await latestMail(baseUrl, email, since));
    const [body = '', signature = '', code = ''] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const expired = Buffer.from(
      JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) - 1 }),
    ).toString('base64url');
    const otherUser = Buffer.from(JSON.stringify({ ...payload, email: 'victim@example.com' })).toString(
      'base64url',
    );
    for (const bad of [
      `${expired}.${signature}.${code}`,
      `${otherUser}.${signature}.${code}`,
      `${body}.${signature}x.${code}`,
      'garbage',
    ]) {
      const response = await client.get(
        `/api/auth/email/verify-reset-token?token=${encodeURIComponent(bad)}`,
      );
      expect(response.status).toBe(400);
      expect(response.json.message).toBe('Invalid or expired reset token');
    }
    expect((await client.get('/api/auth/email/verify-reset-token')).status).toBe(400);
  });
});

describe('Accounts: sessions', () => {
  it('logs out for good: cookies cleared, the old access token and refresh token refused', async () => {
    const { client } = await signedInClient(baseUrl);
    const stolen = new ApiClient(baseUrl);
    for (const [name, value] of client.cookies) stolen.cookies.set(name, value);
    const logout = await client.get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect(client.cookies.size).toBe(0);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await stolen.get('/api/auth/user')).status).toBe(401);
    const refreshOnly = new ApiClient(baseUrl);
    refreshOnly.cookies.set('bk_refresh', stolen.cookies.get('bk_refresh') ?? '');
    expect((await refreshOnly.get('/api/auth/user')).status).toBe(401);
  });

  it('refreshes the access token silently with the refresh token', async () => {
    const { client } = await signedInClient(baseUrl);
    client.cookies.delete('bk_access');
    const user = await client.get('/api/auth/user');
    expect(user.status).toBe(200);
    expect(user.headers.getSetCookie().some((cookie) => cookie.startsWith('bk_access=ey'))).toBe(true);
    expect(client.cookies.has('bk_access')).toBe(true);
  });

  it('refuses a tampered access token and clears the session', async () => {
    const { client } = await signedInClient(baseUrl);
    client.cookies.delete('bk_refresh');
    const token = client.cookies.get('bk_access') ?? '';
    client.cookies.set('bk_access', `${token.slice(0, -4)}AAAA`);
    const response = await client.get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('bk_access=;'))).toBe(true);
  });

  it('locks an address out after 10 sign-in attempts in 15 minutes', async () => {
    // Prepare: signing up signs in once, the first of the ten attempts.
    const { email } = await signedInClient(baseUrl);
    const client = new ApiClient(baseUrl);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      statuses.push((await client.post('/api/auth/email/login', { email, password: 'Falsch123!' })).status);
    }
    const locked = await client.post('/api/auth/email/login', { email, password });
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/^Zu viele Versuche\. Bitte versuchen Sie es in .+ erneut\.$/);
  });
});

describe('Google sign-in and the question form', () => {
  it('explains locally that Google sign-in needs a deployed Cognito domain', async () => {
    const response = await new ApiClient(baseUrl).get('/api/login/google');
    expect(response.status).toBe(501);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.text).toContain('Google-Anmeldung nicht verfügbar');
    expect(response.text).toContain('Cognito-Domain');
  });

  it('sends a question to the support address', async () => {
    const since = Date.now();
    const response = await new ApiClient(baseUrl).post('/api/contact', {
      name: 'Dr. Berg',
      email: uniqueEmail('frage'),
      message: 'Wie lege ich eine eigene Vorlage an?',
    });
    expect(response.status).toBe(200);
    const mail = await latestMail(baseUrl, 'support@befundklar.local', since);
    expect(mail.text).toContain('Wie lege ich eine eigene Vorlage an?');
    expect(mail.subject).toContain('Dr. Berg');
  });
});

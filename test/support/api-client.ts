/** A small browser-like client for the API: a cookie jar, JSON bodies and the site's Origin. */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: this.baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size
          ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const expired = attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0');
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: json as Record<string, unknown>,
    };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body: unknown = {}) => this.request('POST', path, body);
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

/** The newest mail to an address in the local mailbox, waiting briefly for it to arrive. */
export async function latestMail(baseUrl: string, to: string, after = 0): Promise<Mail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = (await (await fetch(`${baseUrl}/dev/mail.json`)).json()) as Mail[];
    const found = mails.find((mail) => mail.to === to && Date.parse(mail.date) >= after);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const codeIn = (mail: Mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
export const resetTokenIn = (mail: Mail) => /reset-password\?token=([\w.-]+)/.exec(mail.text)?.[1] ?? '';

let counter = 0;
/** A unique address per test run, so tests never share an account or a rate limit. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}@example.com`;

/** Registers, confirms with the mailed code and signs in: a client holding a fresh session. */
export async function signedInClient(baseUrl: string, email = uniqueEmail('user'), password = 'Geheim123!') {
  const client = new ApiClient(baseUrl);
  const registered = await client.post('/api/auth/email/register', {
    email,
    password,
    confirmPassword: password,
    firstName: 'Test',
    lastName: 'Person',
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
  const code = codeIn(await latestMail(baseUrl, email));
  const verified = await client.post('/api/auth/email/verify-email', { email, code });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${verified.text}`);
  const login = await client.post('/api/auth/email/login', { email, password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
  return { client, email, password, userId: (login.json.user as { id: string }).id };
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type CognitoIdentityProviderClient,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { type Identity, IdentityError } from '../../ports/identity';
import type { Mailer } from '../../ports/mailer';
import { handler as customMessage } from '../../triggers/custom-message';
import { createCognitoIdentity, mapCognitoErrors } from '../aws/cognito-identity';

/**
 * LOCAL ONLY: cognito-local (5.3.0) with the gaps filled, never used in AWS.
 * - It prints codes to its log instead of mailing them: after SignUp and ForgotPassword we run the
 *   production CustomMessage handler, put cognito-local's stored code where Cognito would, and
 *   deliver the mail to the local mailbox.
 * - It has no ResendConfirmationCode: we re-deliver the stored, still valid code.
 * - It has no GlobalSignOut: RevokeToken ends the refresh token instead.
 * - Its id tokens lack given_name and family_name: we read them from its store.
 * - Its issuer and JWKS are plain http, which aws-jwt-verify will not fetch: we fetch the JWKS and
 *   hand it to the verifier.
 */
/**
 * The issuer cognito-local is configured with (scripts/local/services.ts): fixed, so tokens stay
 * valid across restarts although its port changes.
 */
export const COGNITO_LOCAL_ISSUER_DOMAIN = 'http://cognito-local.localhost';

export interface CognitoLocalIdentityOptions {
  client: CognitoIdentityProviderClient;
  endpoint: string;
  userPoolId: string;
  clientId: string;
  /** cognito-local's data folder (.cognito/db), where it keeps users and their codes. */
  dataDir: string;
  mailer: Mailer;
}

interface StoredUser {
  Username: string;
  UserStatus: string;
  ConfirmationCode?: string;
  Attributes: { Name: string; Value: string }[];
}

export function createCognitoLocalIdentity(options: CognitoLocalIdentityOptions): Identity {
  const { client, endpoint, userPoolId, clientId, dataDir, mailer } = options;
  const issuer = `${COGNITO_LOCAL_ISSUER_DOMAIN}/${userPoolId}`;
  const jwks = fetch(`${endpoint.replace(/\/$/, '')}/${userPoolId}/.well-known/jwks.json`).then(
    (response) => response.json() as Promise<Jwks>,
  );
  const verifier = (tokenUse: 'access' | 'id') => {
    const instance = JwtVerifier.create({
      issuer,
      audience: tokenUse === 'id' ? clientId : null,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== tokenUse) throw new Error('wrong token use');
        if (tokenUse === 'access' && payload.client_id !== clientId) throw new Error('wrong client');
      },
    });
    let loaded = false;
    return {
      verify: async (token: string) => {
        if (!loaded) {
          instance.cacheJwks(await jwks);
          loaded = true;
        }
        return instance.verify(token);
      },
    };
  };
  const identity = createCognitoIdentity({
    client,
    clientId,
    accessVerifier: verifier('access'),
    idVerifier: verifier('id'),
  });

  async function findUser(email: string): Promise<StoredUser | undefined> {
    const raw = await readFile(join(dataDir, `${userPoolId}.json`), 'utf8').catch(() => '{}');
    const users = Object.values((JSON.parse(raw) as { Users?: Record<string, StoredUser> }).Users ?? {});
    return users.find((user) =>
      user.Attributes.some((attribute) => attribute.Name === 'email' && attribute.Value === email),
    );
  }

  async function deliver(
    email: string,
    triggerSource: 'CustomMessage_SignUp' | 'CustomMessage_ResendCode' | 'CustomMessage_ForgotPassword',
  ) {
    const user = await findUser(email);
    if (!user?.ConfirmationCode) return;
    const userAttributes = Object.fromEntries(
      user.Attributes.map((attribute) => [attribute.Name, attribute.Value]),
    );
    const event = {
      version: '1',
      region: 'local',
      userPoolId,
      userName: user.Username,
      callerContext: { awsSdkVersion: 'local', clientId },
      triggerSource,
      request: {
        userAttributes,
        codeParameter: '{####}',
        usernameParameter: '{username}',
        linkParameter: '{##Click Here##}',
      },
      response: { smsMessage: null, emailMessage: null, emailSubject: null },
    } as unknown as CustomMessageTriggerEvent;
    const { response } = await customMessage(event);
    if (!response.emailMessage || !response.emailSubject) return;
    const html = response.emailMessage.replace('{####}', user.ConfirmationCode);
    const text = html
      .replace(/<a [^>]*href="([^"]+)"[^>]*>[^<]*<\/a>/g, '$1')
      .replace(/<br>/g, '\n')
      .replace(/<\/p>/g, '\n\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    await mailer.send({ to: email, subject: response.emailSubject, text, html });
  }

  return {
    ...identity,
    // cognito-local's id tokens leave out standard attributes such as given_name: add them.
    async verifyIdToken(token) {
      const claims = await identity.verifyIdToken(token);
      const user = await findUser(claims.email);
      const attribute = (name: string) => user?.Attributes.find((entry) => entry.Name === name)?.Value;
      return {
        ...claims,
        ...(attribute('given_name') ? { givenName: attribute('given_name') } : {}),
        ...(attribute('family_name') ? { familyName: attribute('family_name') } : {}),
      };
    },
    async signUp(input) {
      await identity.signUp(input);
      await deliver(input.email, 'CustomMessage_SignUp');
    },
    async resendConfirmationCode(email) {
      const user = await findUser(email);
      if (!user) throw new IdentityError('user-not-found');
      if (user.UserStatus !== 'UNCONFIRMED' || !user.ConfirmationCode)
        throw new IdentityError('already-confirmed');
      await deliver(email, 'CustomMessage_ResendCode');
    },
    async signIn(email, password) {
      return identity.signIn(email, password).catch((error: unknown) => {
        // cognito-local says "invalid password" where Cognito says "incorrect username or password".
        if (error instanceof IdentityError && error.kind === 'invalid-password')
          throw new IdentityError('wrong-credentials');
        throw error;
      });
    },
    async forgotPassword(email) {
      await identity.forgotPassword(email);
      await deliver(email, 'CustomMessage_ForgotPassword');
    },
    async signOut({ refreshToken }) {
      if (!refreshToken) return;
      await mapCognitoErrors(async () => {
        await client.send(new RevokeTokenCommand({ ClientId: clientId, Token: refreshToken }));
      });
    },
  };
}

import {
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import {
  type AccessClaims,
  type AuthTokens,
  type IdClaims,
  type Identity,
  IdentityError,
  type IdentityErrorKind,
} from '../../ports/identity';

const ERROR_KINDS: Record<string, IdentityErrorKind> = {
  UsernameExistsException: 'user-exists',
  UserNotConfirmedException: 'not-confirmed',
  NotAuthorizedException: 'wrong-credentials',
  CodeMismatchException: 'code-mismatch',
  ExpiredCodeException: 'code-expired',
  UserNotFoundException: 'user-not-found',
  InvalidPasswordException: 'invalid-password',
  LimitExceededException: 'limit-exceeded',
  TooManyRequestsException: 'limit-exceeded',
  TooManyFailedAttemptsException: 'limit-exceeded',
};

/** Turns Cognito's exceptions into IdentityErrors; anything unknown stays an internal error. */
export async function mapCognitoErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const kind = error instanceof Error ? ERROR_KINDS[error.name] : undefined;
    if (!kind) throw error;
    // Confirming an already confirmed user is a NotAuthorizedException with this message.
    if (kind === 'wrong-credentials' && /current status is CONFIRMED/i.test((error as Error).message)) {
      throw new IdentityError('already-confirmed');
    }
    throw new IdentityError(kind, (error as Error).message);
  }
}

export interface TokenVerifier {
  verify(token: string): Promise<JwtPayload>;
}

export interface CognitoIdentityOptions {
  client: CognitoIdentityProviderClient;
  clientId: string;
  accessVerifier: TokenVerifier;
  idVerifier: TokenVerifier;
}

export function toTokens(
  result: { AccessToken?: string; IdToken?: string; RefreshToken?: string; ExpiresIn?: number } | undefined,
): AuthTokens {
  if (!result?.AccessToken || !result.IdToken) throw new IdentityError('wrong-credentials');
  return {
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    ...(result.RefreshToken ? { refreshToken: result.RefreshToken } : {}),
    expiresInSeconds: result.ExpiresIn ?? 3600,
  };
}

async function verifyWith(verifier: TokenVerifier, token: string): Promise<JwtPayload> {
  try {
    return await verifier.verify(token);
  } catch {
    throw new IdentityError('invalid-token');
  }
}

/** Cognito user pool through its API (also speaks to cognito-local, given its endpoint). */
export function createCognitoIdentity({
  client,
  clientId,
  accessVerifier,
  idVerifier,
}: CognitoIdentityOptions): Identity {
  return {
    signUp: ({ email, password, firstName, lastName }) =>
      mapCognitoErrors(async () => {
        await client.send(
          new SignUpCommand({
            ClientId: clientId,
            Username: email,
            Password: password,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'given_name', Value: firstName },
              { Name: 'family_name', Value: lastName },
            ],
          }),
        );
      }),
    confirmSignUp: (email, code) =>
      mapCognitoErrors(async () => {
        await client.send(
          new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: code }),
        );
      }),
    resendConfirmationCode: (email) =>
      mapCognitoErrors(async () => {
        await client.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: email }));
      }),
    signIn: (email, password) =>
      mapCognitoErrors(async () => {
        const { AuthenticationResult } = await client.send(
          new InitiateAuthCommand({
            ClientId: clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        );
        return toTokens(AuthenticationResult);
      }),
    refresh: (refreshToken) =>
      mapCognitoErrors(async () => {
        const { AuthenticationResult } = await client.send(
          new InitiateAuthCommand({
            ClientId: clientId,
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            AuthParameters: { REFRESH_TOKEN: refreshToken },
          }),
        );
        return toTokens(AuthenticationResult);
      }),
    forgotPassword: (email) =>
      mapCognitoErrors(async () => {
        await client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
      }),
    confirmForgotPassword: (email, code, newPassword) =>
      mapCognitoErrors(async () => {
        await client.send(
          new ConfirmForgotPasswordCommand({
            ClientId: clientId,
            Username: email,
            ConfirmationCode: code,
            Password: newPassword,
          }),
        );
      }),
    signOut: ({ accessToken }) =>
      mapCognitoErrors(async () => {
        await client.send(new GlobalSignOutCommand({ AccessToken: accessToken }));
      }),
    verifyAccessToken: async (token): Promise<AccessClaims> => {
      const payload = await verifyWith(accessVerifier, token);
      return {
        sub: String(payload.sub),
        tokenId: String(payload.jti ?? payload.origin_jti ?? ''),
        expiresAt: Number(payload.exp),
      };
    },
    verifyIdToken: async (token): Promise<IdClaims> => {
      const payload = await verifyWith(idVerifier, token);
      return {
        sub: String(payload.sub),
        email: String(payload.email).toLowerCase(),
        ...(typeof payload.given_name === 'string' ? { givenName: payload.given_name } : {}),
        ...(typeof payload.family_name === 'string' ? { familyName: payload.family_name } : {}),
      };
    },
  };
}

/**
 * The identity provider: Cognito in AWS, cognito-local (through a small local adapter) offline.
 * Passwords and e-mail verification live only there; the profile lives in DynamoDB.
 */
export interface AuthTokens {
  accessToken: string;
  idToken: string;
  /** Absent on a refresh: the refresh token stays the same. */
  refreshToken?: string;
  expiresInSeconds: number;
}

export interface AccessClaims {
  sub: string;
  /** The token's jti, to revoke it before it expires. */
  tokenId: string;
  expiresAt: number;
}

export interface IdClaims {
  sub: string;
  email: string;
  givenName?: string;
  familyName?: string;
}

export type IdentityErrorKind =
  | 'user-exists'
  | 'not-confirmed'
  | 'wrong-credentials'
  | 'code-mismatch'
  | 'code-expired'
  | 'user-not-found'
  | 'invalid-password'
  | 'limit-exceeded'
  | 'invalid-token'
  | 'already-confirmed';

/** What went wrong in the identity provider, in our words (adapters map their exceptions). */
export class IdentityError extends Error {
  readonly kind: IdentityErrorKind;
  constructor(kind: IdentityErrorKind, message?: string) {
    super(message ?? kind);
    this.name = 'IdentityError';
    this.kind = kind;
  }
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface Identity {
  signUp(input: SignUpInput): Promise<void>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendConfirmationCode(email: string): Promise<void>;
  signIn(email: string, password: string): Promise<AuthTokens>;
  refresh(refreshToken: string): Promise<AuthTokens>;
  forgotPassword(email: string): Promise<void>;
  confirmForgotPassword(email: string, code: string, newPassword: string): Promise<void>;
  /** Ends every session of the user: refresh tokens stop working. */
  signOut(tokens: { accessToken: string; refreshToken?: string }): Promise<void>;
  verifyAccessToken(token: string): Promise<AccessClaims>;
  verifyIdToken(token: string): Promise<IdClaims>;
}

import { describe, expect, it } from 'vitest';
import { signToken } from '../../lib/signed-token';
import { createResetTokenPrefix, parseResetToken, RESET_LINK_VALIDITY_MS } from './reset-token';

const key = 'k'.repeat(48);
const now = new Date('2026-11-22T10:00:00Z');

describe('Service: reset tokens', () => {
  it('reads back the e-mail and the code Cognito filled in', () => {
    const token = `${createResetTokenPrefix('anna@example.com', key, now)}.123456`;
    expect(parseResetToken(token, key, now)).toEqual({ email: 'anna@example.com', code: '123456' });
  });

  it('refuses an expired link', () => {
    const token = `${createResetTokenPrefix('anna@example.com', key, now)}.123456`;
    expect(
      parseResetToken(token, key, new Date(now.getTime() + RESET_LINK_VALIDITY_MS + 1000)),
    ).toBeUndefined();
  });

  it('refuses a forged or altered token', () => {
    const prefix = createResetTokenPrefix('anna@example.com', key, now);
    const [body, signature] = prefix.split('.');
    const otherBody = Buffer.from(
      JSON.stringify({ purpose: 'reset', email: 'eve@example.com', exp: 9e9 }),
    ).toString('base64url');
    expect(parseResetToken(`${otherBody}.${signature}.123456`, key, now)).toBeUndefined();
    expect(
      parseResetToken(`${createResetTokenPrefix('anna@example.com', 'x'.repeat(48), now)}.123456`, key, now),
    ).toBeUndefined();
    expect(parseResetToken(`${body}.${signature}`, key, now)).toBeUndefined();
    expect(parseResetToken(`${prefix}.12345a`, key, now)).toBeUndefined();
    expect(parseResetToken('', key, now)).toBeUndefined();
  });

  it('refuses a token signed for another purpose', () => {
    const other = signToken(
      { purpose: 'oauth-state', email: 'anna@example.com' },
      key,
      new Date(now.getTime() + 60_000),
    );
    expect(parseResetToken(`${other}.123456`, key, now)).toBeUndefined();
  });
});

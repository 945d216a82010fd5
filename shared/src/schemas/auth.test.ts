import { describe, expect, it } from 'vitest';
import {
  LoginRequestSchema,
  passwordStrength,
  RegisterRequestSchema,
  VerifyEmailRequestSchema,
} from './auth';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues[0];

describe('Schema: RegisterRequestSchema', () => {
  const valid = {
    email: ' Anna@Example.com ',
    password: 'geheim123',
    confirmPassword: 'geheim123',
    firstName: 'Anna',
    lastName: 'Berg',
  };

  it('accepts a valid registration and normalises the e-mail', () => {
    expect(RegisterRequestSchema.parse(valid).email).toBe('anna@example.com');
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address', 'email'],
    [{ password: 'kurz', confirmPassword: 'kurz' }, 'Password must be at least 8 characters', 'password'],
    [{ confirmPassword: 'anders123' }, "Passwords don't match", 'confirmPassword'],
    [{ firstName: '  ' }, 'First name is required', 'firstName'],
    [{ lastName: '' }, 'Last name is required', 'lastName'],
  ])('refuses %o with the spec message', (change, message, path) => {
    const issue = firstMessage(RegisterRequestSchema.safeParse({ ...valid, ...change }));
    expect(issue?.message).toBe(message);
    expect(issue?.path).toEqual([path]);
  });
});

describe('Schema: LoginRequestSchema and the code', () => {
  it('needs a password', () => {
    expect(firstMessage(LoginRequestSchema.safeParse({ email: 'a@b.de', password: '' }))?.message).toBe(
      'Password is required',
    );
  });

  it('needs exactly six digits', () => {
    for (const code of ['12345', '1234567', 'abcdef']) {
      expect(firstMessage(VerifyEmailRequestSchema.safeParse({ email: 'a@b.de', code }))?.message).toBe(
        'Code muss 6 Ziffern haben',
      );
    }
    expect(VerifyEmailRequestSchema.safeParse({ email: 'a@b.de', code: '012345' }).success).toBe(true);
  });
});

describe('Function: passwordStrength', () => {
  it.each([
    ['', 0, 'weak'],
    ['abc', 25, 'weak'],
    ['abcdefgh', 50, 'good'],
    ['abcdefgH', 75, 'strong'],
    ['abcdefH1', 100, 'strong'],
    ['abcdeH1!', 100, 'strong'],
    ['aB1!', 100, 'strong'],
  ] as const)('%j scores %i (%s)', (value, score, level) => {
    expect(passwordStrength(value)).toEqual({ score, level });
  });
});

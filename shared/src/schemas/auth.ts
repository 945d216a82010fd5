import { z } from 'zod';

/**
 * The account forms' schemas, with the messages of spec 01 section 5. The web forms and the
 * server validate with these same schemas.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const CODE_LENGTH = 6;

const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));
const password = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
  // Cognito refuses longer passwords; say so instead of failing there.
  .max(256, 'Password must be at most 256 characters');
const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

export const RegisterRequestSchema = z
  .object({
    email,
    password,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    firstName: name('First name is required'),
    lastName: name('Last name is required'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const CodeSchema = z
  .string({ error: 'Code muss 6 Ziffern haben' })
  .trim()
  .regex(/^\d{6}$/, 'Code muss 6 Ziffern haben');

export const VerifyEmailRequestSchema = z.object({ email, code: CodeSchema });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

export const EmailOnlyRequestSchema = z.object({ email });
export type EmailOnlyRequest = z.infer<typeof EmailOnlyRequestSchema>;

export const ResetPasswordFormSchema = z
  .object({ password, confirmPassword: z.string({ error: "Passwords don't match" }) })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const ResetPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'Invalid reset token' })
    .min(1, 'Invalid reset token')
    .max(2000, 'Invalid reset token'),
  password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const VerifyResetTokenQuerySchema = z.object({
  token: z
    .string({ error: 'Invalid reset link' })
    .min(1, 'Invalid reset link')
    .max(2000, 'Invalid reset link'),
});

export const ContactRequestSchema = z.object({
  name: name('Name is required'),
  email,
  subject: z.string().trim().max(200).optional(),
  message: z.string({ error: 'Question is required' }).trim().min(1, 'Question is required').max(5000),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** Password strength (spec 01 section 5): advisory only, 25 points per criterion, capped at 100. */
export function passwordStrength(value: string): { score: number; level: 'weak' | 'good' | 'strong' } {
  const criteria = [
    value.length >= PASSWORD_MIN_LENGTH,
    /[a-z]/.test(value),
    /[A-Z]/.test(value),
    /\d/.test(value),
    /[^A-Za-z0-9]/.test(value),
  ];
  const score = Math.min(100, criteria.filter(Boolean).length * 25);
  return { score, level: score < 50 ? 'weak' : score < 75 ? 'good' : 'strong' };
}

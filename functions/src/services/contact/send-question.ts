import type { ContactRequest } from '@befundklar/shared/schemas/auth';
import { contactQuestionMail } from '../../mail/account-mails';
import { renderMail } from '../../mail/layout';
import type { Mailer } from '../../ports/mailer';
import type { RateLimitRepository } from '../../repositories/rate-limit-repository';
import { enforceRateLimit } from '../auth/throttle';

export interface SendQuestionOptions {
  mailer: Mailer;
  rateLimits: RateLimitRepository;
  supportEmail: string;
  input: ContactRequest;
  ip: string;
}

/** Forwards a question from the tutorials page to support; nothing of it is stored. */
export async function sendQuestion({
  mailer,
  rateLimits,
  supportEmail,
  input,
  ip,
}: SendQuestionOptions): Promise<void> {
  await enforceRateLimit(rateLimits, 'contact', { email: input.email, ip });
  await mailer.send(renderMail(supportEmail, contactQuestionMail(input)));
}

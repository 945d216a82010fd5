import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { getRuntimeSettings } from '../config/runtime';
import { passwordResetMail, verificationCodeMail } from '../mail/account-mails';
import { renderMail } from '../mail/layout';
import { createResetTokenPrefix } from '../services/auth/reset-token';

/**
 * Cognito's CustomMessage trigger: the German verification and reset mails. Cognito puts the code
 * where request.codeParameter stands and sends the mail. The local stack calls this same handler
 * (scripts/local/cognito-local-identity.ts) and fills in cognito-local's code itself.
 */
export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const attributes = event.request.userAttributes;
  const email = (attributes.email ?? event.userName).toLowerCase();
  const firstName = attributes.given_name;
  const code = event.request.codeParameter;
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode': {
      const mail = renderMail(email, verificationCodeMail(firstName, code));
      event.response.emailSubject = mail.subject;
      event.response.emailMessage = mail.html;
      return event;
    }
    case 'CustomMessage_ForgotPassword': {
      const { appOrigin, tokenSigningKey } = await getRuntimeSettings();
      const link = `${appOrigin}/reset-password?token=${createResetTokenPrefix(email, tokenSigningKey)}.${code}`;
      const mail = renderMail(email, passwordResetMail(firstName, link));
      event.response.emailSubject = mail.subject;
      event.response.emailMessage = mail.html;
      return event;
    }
    default:
      // Other messages (attribute verification, admin invitations) keep Cognito's configured texts.
      return event;
  }
}

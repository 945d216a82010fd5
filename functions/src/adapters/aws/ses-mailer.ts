import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer } from '../../ports/mailer';

/** Production mail: SES v2 from a verified sender identity. */
export function createSesMailer(client: SESv2Client, from: string): Mailer {
  return {
    async send(mail) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [mail.to] },
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: mail.text, Charset: 'UTF-8' },
                Html: { Data: mail.html, Charset: 'UTF-8' },
              },
            },
          },
        }),
      );
    },
  };
}

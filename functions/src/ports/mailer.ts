/** Sends one e-mail. SES in production, the file mailbox in the local stack. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

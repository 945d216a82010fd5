import type { MailContent } from './layout';

/** The German texts of the account mails. `code` may be Cognito's placeholder {####}. */
export function verificationCodeMail(firstName: string | undefined, code: string): MailContent {
  return {
    subject: 'Ihr Bestätigungscode für Befundklar',
    paragraphs: [
      firstName ? `Guten Tag ${firstName},` : 'Guten Tag,',
      `Ihr Bestätigungscode lautet: ${code}`,
      'Geben Sie den sechsstelligen Code im Anmeldefenster ein, um Ihr Konto zu bestätigen.',
      'Falls Sie kein Konto bei Befundklar angelegt haben, können Sie diese E-Mail ignorieren.',
    ],
  };
}

export function passwordResetMail(firstName: string | undefined, link: string): MailContent {
  return {
    subject: 'Passwort für Befundklar zurücksetzen',
    paragraphs: [
      firstName ? `Guten Tag ${firstName},` : 'Guten Tag,',
      'Sie haben angefordert, Ihr Passwort zurückzusetzen. Über den folgenden Link legen Sie ein neues Passwort fest. Der Link ist eine Stunde gültig.',
      link,
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
    ],
  };
}

export function contactQuestionMail(input: {
  name: string;
  email: string;
  subject?: string | undefined;
  message: string;
}): MailContent {
  return {
    subject: `Frage über das Anleitungsformular: ${input.subject?.trim() || input.name}`,
    paragraphs: [
      `Von: ${input.name} <${input.email}>`,
      input.subject ? `Betreff: ${input.subject}` : '',
      input.message,
    ].filter(Boolean),
  };
}

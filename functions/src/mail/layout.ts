import type { Mail } from '../ports/mailer';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export interface MailContent {
  subject: string;
  /** Paragraphs of plain text; a paragraph that is a URL becomes a button in the HTML version. */
  paragraphs: string[];
}

/** One calm layout for every mail the product sends, as plain text and as HTML. */
export function renderMail(to: string, { subject, paragraphs }: MailContent): Mail {
  const html = `<!doctype html><html lang="de"><body style="margin:0;background:#f4f7f9;font-family:Arial,Helvetica,sans-serif;color:#1d2b36">
<div style="max-width:560px;margin:24px auto;background:#ffffff;border-radius:8px;padding:28px">
<p style="margin:0 0 20px;font-size:18px;font-weight:bold;color:#0b6e79">Befundklar</p>
${paragraphs
  .map((paragraph) =>
    /^https?:\/\/\S+$/.test(paragraph)
      ? // Only once: Cognito fills its code placeholder in a single place.
        `<p style="margin:24px 0"><a href="${escapeHtml(paragraph)}" style="background:#0b6e79;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">Neues Passwort festlegen</a></p>`
      : `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
  )
  .join('\n')}
</div></body></html>`;
  return { to, subject, text: paragraphs.join('\n\n'), html };
}

import type { StoredMail } from '@befundklar/functions/adapters/local/file-mailer';
import { escapeHtml } from '@befundklar/functions/mail/layout';

/** The local mailbox as a page: every mail the product sent, newest first (local stack only). */
export function renderMailPage(mails: StoredMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><span>an ${escapeHtml(mail.to)}</span>
  <time datetime="${escapeHtml(mail.date)}">${escapeHtml(new Date(mail.date).toLocaleString('de-DE'))}</time></header>
  <pre>${escapeHtml(mail.text)}</pre>
  <details><summary>HTML-Ansicht</summary><iframe sandbox title="HTML" srcdoc="${escapeHtml(mail.html)}"></iframe></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Lokales Postfach</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1d2b36}
article{border:1px solid #d5dee6;border-radius:8px;padding:1rem;margin:1rem 0}
header{display:flex;gap:1rem;flex-wrap:wrap;align-items:baseline}header span,time{color:#5b6b78}
pre{white-space:pre-wrap;background:#f4f7f9;padding:.75rem;border-radius:6px}iframe{width:100%;height:320px;border:1px solid #d5dee6}
</style></head>
<body><h1>Lokales Postfach</h1>
<p>Alle E-Mails, die das Produkt lokal versendet hat (neueste zuerst). Als JSON: <a href="/dev/mail.json">/dev/mail.json</a>.</p>
${items || '<p>Noch keine E-Mails.</p>'}
</body></html>`;
}

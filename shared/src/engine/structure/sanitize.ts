/**
 * A small allowlist HTML sanitizer for templates: known formatting tags survive without
 * attributes; script, style and embedded content go with their content; everything else keeps
 * its text but loses its tag. The engine's own HTML passes through unchanged.
 */
const ALLOWED = new Set(
  'p br strong b em i u s ol ul li h1 h2 h3 h4 h5 h6 span div table thead tbody tr td th blockquote sub sup'.split(
    ' ',
  ),
);
const DROP_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript|svg|math)\b[\s\S]*?<\/\1\s*>/gi;

export function sanitizeHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(DROP_WITH_CONTENT, '')
    .replace(/<(script|style|iframe|object|embed)\b[^>]*>/gi, '')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (tag, name: string) => {
      const lower = name.toLowerCase();
      if (!ALLOWED.has(lower)) return '';
      if (lower === 'br') return '<br>';
      return tag.startsWith('</') ? `</${lower}>` : `<${lower}>`;
    });
}

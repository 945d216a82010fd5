/**
 * HTML rendering of report sections: bold section titles, one <p> per paragraph, <br> for a
 * dictated line break, <ol>/<ul> where the radiologist enumerated. Every piece of user text is
 * escaped, so the output is safe to put in the editor as it is.
 */
import type { Section } from './sections';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const ORDERED = /^(\d{1,2})\.\s+/;
const BULLET = /^[-•*]\s+/;

/** One paragraph (no blank lines inside) as HTML blocks. */
export function paragraphToHtml(paragraph: string): string {
  const lines = paragraph.split('\n').filter((line) => line.trim() !== '');
  const out: string[] = [];
  let buffer: string[] = [];
  let list: { tag: 'ol' | 'ul'; items: string[] } | undefined;
  const flushText = () => {
    if (buffer.length > 0) out.push(`<p>${buffer.map(escapeHtml).join('<br>')}</p>`);
    buffer = [];
  };
  const flushList = () => {
    if (list)
      out.push(
        `<${list.tag}>${list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${list.tag}>`,
      );
    list = undefined;
  };
  for (const line of lines) {
    // An <ol> numbers its items itself: only a run 1., 2., 3. becomes one ("12. Rippe" stays text).
    const number = ORDERED.exec(line)?.[1];
    const nextNumber = list?.tag === 'ol' ? list.items.length + 1 : 1;
    const ordered = number !== undefined && Number(number) === nextNumber;
    const tag = ordered ? 'ol' : number === undefined && BULLET.test(line) ? 'ul' : undefined;
    if (tag) {
      flushText();
      if (list?.tag !== tag) flushList();
      list ??= { tag, items: [] };
      list.items.push(line.replace(tag === 'ol' ? ORDERED : BULLET, ''));
    } else {
      flushList();
      buffer.push(line);
    }
  }
  flushText();
  flushList();
  return out.join('');
}

export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map(paragraphToHtml)
    .join('');
}

export function sectionsToHtml(
  sections: readonly Section[],
  notes: Partial<Record<string, string>> = {},
): string {
  return sections
    .map((section) => {
      const title = section.key === undefined ? '' : `<p><strong>${escapeHtml(section.label)}:</strong></p>`;
      const note =
        section.key !== undefined && notes[section.key]
          ? `<p><em>${escapeHtml(notes[section.key] as string)}</em></p>`
          : '';
      return title + note + textToHtml(section.text);
    })
    .join('');
}

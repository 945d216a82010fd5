import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, structure } from './index';
import { sanitizeHtml } from './sanitize';

describe('section detection', () => {
  it('finds labels with colon, without colon, lowercase and run into the text', () => {
    const { sections, text } = structure(
      'Klinische Angaben: Schmerz.\n\nTechnik: CT nativ.\n\nbefund\nKein Erguss.\n\nBeurteilung: Normalbefund.',
    );
    expect(sections.map((s) => [s.key, s.label])).toEqual([
      ['clinical', 'Klinische Angaben'],
      ['technique', 'Technik'],
      ['findings', 'Befund'],
      ['impression', 'Beurteilung'],
    ]);
    expect(text).toBe(
      'Klinische Angaben:\nSchmerz.\n\nTechnik:\nCT nativ.\n\nBefund:\nKein Erguss.\n\nBeurteilung:\nNormalbefund.',
    );
    expect(structure('Befund subkapitale Fraktur.').text).toBe('Befund:\nSubkapitale Fraktur.');
    expect(
      structure('Fragestellung: Fraktur? Vergleich: keine. Befund: Kein Erguss.').sections.map((s) => s.key),
    ).toEqual(['clinical', 'comparison', 'findings']);
  });

  it('finds a label without colon after a full stop only where it opens a later section', () => {
    expect(
      structure('Husten. Technik CT-Thorax nativ. Befund Zentrale Embolie.').sections.map((s) => s.key),
    ).toEqual([undefined, 'technique', 'findings']);
    for (const text of [
      'Befund:\nKleine Zyste. Beurteilung eingeschränkt durch Artefakte.',
      'Beurteilung:\nZyste. Befund unverändert zur Voruntersuchung.',
      'Beurteilung:\nZyste. Befund Zentrale Embolie.',
    ])
      expect(structure(text).sections).toHaveLength(1);
  });

  it('takes a label opening a line before a capitalised word for a label ("Befund Im STIR ...")', () => {
    expect(
      structure('Technik:\nMRT nativ.\n\nBefund Im STIR Knochenmarködem.').sections.map((s) => s.key),
    ).toEqual(['technique', 'findings']);
    expect(structure('Technik:\nMRT nativ.\nBefund im Verlauf unverändert.').sections).toHaveLength(1);
  });

  it('takes a label after a full stop before a capitalised word for a label ("Technik Nach Aufklärung ...")', () => {
    expect(
      structure(
        'Klinische Angaben:\npAVK links. Technik Nach Aufklärung Punktion der Leiste. Befund Arterie frei.',
      ).sections.map((s) => s.key),
    ).toEqual(['clinical', 'technique', 'findings']);
    expect(
      structure('Klinische Angaben:\npAVK links. Technik nach Seldinger. Befund Arterie frei.').sections.map(
        (s) => s.key,
      ),
    ).toEqual(['clinical', 'findings']);
  });

  it('does not take "Befund" inside a sentence for a label', () => {
    const { sections } = structure(
      'Befund:\nKein fokaler suspekter Befund. Die Ärztin wurde über den Befund informiert.\nBefund wurde telefonisch mitgeteilt.',
    );
    expect(sections).toHaveLength(1);
  });

  it('renders escaped HTML with bold titles, paragraphs and lists', () => {
    const { html } = structure('Befund:\nZyste <3 mm & "klein".\n\nBeurteilung:\n1. Zyste.\n2. Kein Tumor.');
    expect(html).toBe(
      '<p><strong>Befund:</strong></p><p>Zyste &lt;3 mm &amp; &quot;klein&quot;.</p><p><strong>Beurteilung:</strong></p><ol><li>Zyste.</li><li>Kein Tumor.</li></ol>',
    );
    expect(htmlToText(html)).toBe(
      'Befund:\nZyste <3 mm & "klein".\n\nBeurteilung:\n1. Zyste.\n2. Kein Tumor.',
    );
  });

  it('makes a list only of items numbered from 1, so no dictated number is lost', () => {
    for (const text of ['Befund:\n12. Rippe links frakturiert.', 'Befund:\n0. Zyste.\n2. Erguss.']) {
      expect(htmlToText(structure(text).html)).toBe(text);
    }
  });

  it('escapes and sanitizes', () => {
    expect(escapeHtml(`<script>'x'</script>`)).toBe('&lt;script&gt;&#39;x&#39;&lt;/script&gt;');
    expect(
      sanitizeHtml(
        '<p onclick="x()">A<script>alert(1)</script><img src=x onerror=y><a href="javascript:z">B</a></p>',
      ),
    ).toBe('<p>AB</p>');
  });
});

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadGermanDictionary } from './adapters/nspell-dictionary';
import { setDefaultDictionary } from './correct/index';
import { extractInvariants } from './correct/invariants';
import { dictation } from './correct/test-support';
import { fill } from './fill';
import { format } from './format';
import {
  DERIVED_NOTE,
  generate,
  NEGATIVE_FINDINGS_IMPRESSION,
  NO_DERIVATION_NOTE,
  NO_FINDINGS_NOTE,
} from './generate';
import { htmlToText } from './structure/index';

beforeAll(async () => setDefaultDictionary(await loadGermanDictionary()));

const TEMPLATE =
  '<p><strong>Klinische Angaben:</strong></p><p>[CLINICAL_HISTORY]</p><p><strong>Befund:</strong></p><p>Leber: normal groß, homogen.</p><p>Milz: nicht vergrößert.</p><p>Nieren: beidseits regelrecht.</p><p>[FINDINGS]</p><p><strong>Beurteilung:</strong></p><p>[IMPRESSION]</p>';

describe('fill', () => {
  it('fills placeholders and replaces only the dictated organs', () => {
    const { html, replacedOrgans } = fill(
      'Klinische Angaben Doppelpunkt Oberbauchschmerz Punkt Befund Doppelpunkt Leber mit einer 2 Zentimeter großen Zyste Punkt Geringer Aszites Punkt Beurteilung Doppelpunkt Leberzyste Punkt',
      TEMPLATE,
    );
    expect(replacedOrgans).toEqual(['Leber']);
    expect(html).toContain('<p>Leber: Leber mit einer 2 cm großen Zyste.</p>');
    expect(html).toContain('<p>Milz: nicht vergrößert.</p>');
    expect(html).toContain('<p>Oberbauchschmerz.</p>');
    expect(html).toContain('<p>Geringer Aszites.</p>');
    expect(html).toContain('<p>Leberzyste.</p>');
    expect(html).not.toContain('[');
  });

  it("keeps an organ's vessels out of the organ's line", () => {
    const { html, replacedOrgans } = fill(
      'Befund: Nierenarterie rechts mit 70-prozentiger Abgangsstenose. Nierenzyste links 12 mm.',
      TEMPLATE,
    );
    expect(replacedOrgans).toEqual(['Nieren']);
    expect(html).toContain('<p>Nieren: Nierenzyste links 12 mm.</p>');
    expect(html).toContain('<p>Nierenarterie rechts mit 70-prozentiger Abgangsstenose.</p>');
  });

  it('escapes dictated text and sanitizes the template', () => {
    const { html } = fill(
      'Befund: Zyste <script>x</script> & Erguss.',
      '<p>[FINDINGS]</p><script>alert(1)</script><p onclick="x">Ende</p>',
    );
    expect(html).not.toMatch(/<script|onclick/);
    expect(html).toMatch(/&lt;script&gt;x&lt;\/script&gt;/i);
  });

  it('never drops dictated text when the template has no place for it', () => {
    const { html } = fill(
      'Befund: Milz vergrößert. Kleine Nierenzyste links. Beurteilung: Splenomegalie.',
      '<p>Milz: normal.</p>',
    );
    expect(htmlToText(html)).toContain('Kleine Nierenzyste links.');
    expect(htmlToText(html)).toContain('Splenomegalie.');
    expect(html).toContain('Milz: Milz vergrößert.');
  });
});

describe('generate', () => {
  it('orders sections conventionally', () => {
    const { sections } = generate(
      'Befund: Kein Erguss. Technik: CT nativ. Klinische Angaben: Sturz. Beurteilung: Normalbefund.',
    );
    expect(sections.map((s) => s.key)).toEqual(['clinical', 'technique', 'findings', 'impression']);
  });

  it('derives a marked Beurteilung from the positive findings only', () => {
    const result = generate(
      'Befund Doppelpunkt Geringer Pleura Erguss links ohne Pleurabefall Punkt Kein Pneumothorax Punkt Leber unauffällig Punkt Verdichtung im Unterlappen rechts Punkt',
    );
    expect(result.derivedImpression).toBe(true);
    expect(result.html).toContain(DERIVED_NOTE);
    const impression = result.sections.find((s) => s.key === 'impression')?.text ?? '';
    expect(impression).toContain('Geringer Pleuraerguss links');
    expect(impression).toContain('Verdichtung im Unterlappen rechts');
    expect(impression).not.toMatch(/Pneumothorax|Leber|Pleurabefall/);
  });

  it('keeps every positive clause of a sentence, described or interpreted', () => {
    const result = generate(
      'Befund: Niere links vergrößert, Parenchym mit vermehrter Echogenität im Sinne einer Nephropathie, kein Harnstau.',
    );
    expect(result.sections.find((s) => s.key === 'impression')?.text).toBe(
      'Niere links vergrößert, Parenchym mit vermehrter Echogenität im Sinne einer Nephropathie.',
    );
  });

  it('finds labels spoken after a full stop and derives from that Befund', () => {
    const result = generate(
      'Klinische Angaben Husten seit zwei Wochen Punkt Technik CT Thorax mit Kontrastmittel Punkt Befund Zentrale Lungenembolie rechts Punkt Kein Pleuraerguss Punkt',
    );
    expect(result.sections.map((s) => s.key)).toEqual(['clinical', 'technique', 'findings', 'impression']);
    expect(result.sections.find((s) => s.key === 'impression')?.text).toBe('Zentrale Lungenembolie rechts.');
  });

  it('never claims a normal study when it found no Befund', () => {
    const { sections } = generate('Klinische Angaben: Sturz auf die linke Hüfte.');
    expect(sections.find((s) => s.key === 'impression')?.text).toBe(NO_FINDINGS_NOTE);
  });

  it('calls a study normal only when every clause of the Befund is negated or normal', () => {
    const impression = (text: string) => generate(text).sections.find((s) => s.key === 'impression')?.text;
    expect(impression('Befund: Kein Erguss. Leber unauffällig, Milz normal groß.')).toBe(
      NEGATIVE_FINDINGS_IMPRESSION,
    );
    expect(impression('Befund: Kein Erguss. Pleura.')).toBe(NO_DERIVATION_NOTE);
  });

  it('does not derive when a Beurteilung was dictated', () => {
    expect(generate('Befund: Zyste. Beurteilung: Zyste.').derivedImpression).toBe(false);
  });
});

describe('every job keeps numbers, sides and negations', () => {
  const sameFacts = (output: string, input: string) =>
    expect(extractInvariants(output)).toEqual(extractInvariants(input));

  it('format, fill and generate (without a derived Beurteilung) on random dictations', () => {
    fc.assert(
      fc.property(dictation, (text) => {
        sameFacts(format(text).text, text);
        sameFacts(htmlToText(format(text).html), text);
        sameFacts(
          htmlToText(fill(text, '<p>[CLINICAL_HISTORY]</p><p>[FINDINGS]</p><p>[IMPRESSION]</p>').html),
          text,
        );
        const generated = generate(text);
        const dictated = generated.sections.filter(
          (s) => !(generated.derivedImpression && s.key === 'impression'),
        );
        sameFacts(dictated.map((s) => s.text).join('\n'), text);
      }),
      { numRuns: 200 },
    );
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { hyphens } from './hyphens';
import { loadRuleContext, runFamily } from './test-support';

const run = (text: string) => runFamily(hyphens, text);

describe('hyphens', () => {
  beforeAll(loadRuleContext);

  it('hyphenates a modality before a procedure, not before the finding it showed', () => {
    expect(run('CT Angiographie der Aorta')).toBe('CT-Angiographie der Aorta');
    expect(run('im CT Milzlazeration Grad III')).toBe('im CT Milzlazeration Grad III');
    expect(run('im CT Raumforderung')).toBe('im CT Raumforderung');
  });

  it('hyphenates abbreviation + word and number + jährig', () => {
    expect(run('in der MLO Projektion')).toBe('in der MLO-Projektion');
    expect(run('CT Angiographie der Pulmonalarterien')).toBe('CT-Angiographie der Pulmonalarterien');
    expect(run('EKG getriggert, T1 hypointense Linie')).toBe('EKG-getriggert, T1-hypointense Linie');
    expect(run('im M1 Segment')).toBe('im M1-Segment');
    expect(run('22 jähriger Patient')).toBe('22-jähriger Patient');
    expect(run('Native Mehrzeilen CT')).toBe('Native Mehrzeilen-CT');
    expect(run('im Verlaufs MRT, Ganzkörper CT')).toBe('im Verlaufs-MRT, Ganzkörper-CT');
    expect(run('eine SPECT CT')).toBe('eine SPECT-CT');
    expect(run('EKG getriggerte CT Angiographie, STIR Wichtung')).toBe(
      'EKG-getriggerte CT-Angiographie, STIR-Wichtung',
    );
  });

  it('hyphenates eponyms and catheter sizes', () => {
    expect(run('im angrenzenden Hoffa Fettkörper')).toBe('im angrenzenden Hoffa-Fettkörper');
    expect(run('Kein positives Murphy Zeichen')).toBe('Kein positives Murphy-Zeichen');
    expect(run('6 French Schleuse')).toBe('6-French-Schleuse');
  });

  it('writes suspended hyphens', () => {
    expect(run('der angrenzenden Grund und Deckplatten')).toBe('der angrenzenden Grund- und Deckplatten');
    expect(run('STIR und T1-Sequenzen')).toBe('STIR- und T1-Sequenzen');
    expect(run('Supraspinatus und Infraspinatussehne')).toBe('Supraspinatus- und Infraspinatussehne');
    expect(run('im Ober und Unterlappen, Innen und Außenmeniskus')).toBe(
      'im Ober- und Unterlappen, Innen- und Außenmeniskus',
    );
  });

  it('keeps modality plus region, classifiers and organ lists apart', () => {
    for (const text of [
      'CT Thorax',
      'MRT Knie rechts',
      'entsprechend Modic Typ 1',
      'T2 und DWI',
      'Leber und Milzvene',
      'CT des Abdomens',
      'Dichtetyp ACR D',
      'pAVK Stadium IIb',
      // The adjective before belongs to the first noun: modalities are neuter.
      'bei unklarer Symptomatik MRT empfohlen',
      'trotz der Beschwerden CT',
    ]) {
      expect(run(text)).toBe(text);
    }
  });

  it('hyphenates a Latin name before a German noun, not a place before what lies there', () => {
    expect(run('Extensor carpi ulnaris Sehne intakt')).toBe('Extensor-carpi-ulnaris-Sehne intakt');
    expect(run('Akuter Medulla oblongata Infarkt')).toBe('Akuter Medulla-oblongata-Infarkt');
    for (const text of [
      'Im Colon sigmoideum Wandverdickung',
      'Inferiores glenohumerales Ligament intakt',
      'Arteria carotis Vena jugularis',
      'Processus styloideus ulnae links',
      'Arteria carotis interna dextra Stenose',
    ]) {
      expect(run(text)).toBe(text);
    }
  });

  it('joins two codes only where the lexicon lists them as one', () => {
    expect(run('HLA B27 positiv')).toBe('HLA-B27 positiv');
    expect(run('MRT T2 axial')).toBe('MRT T2 axial');
  });
});

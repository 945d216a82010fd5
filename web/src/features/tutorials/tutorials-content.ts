/**
 * The six tutorials of the tutorials page (spec 02, entity "Tutorial video": id, title,
 * description, duration, category; vimeoId and vimeoHash come from configuration, see
 * `tutorialVideos` in src/config.ts). The ids are the keys of VITE_TUTORIAL_VIDEOS, so keep
 * them stable. Every tutorial carries its steps in writing: they stand in for a video that is
 * not configured and serve as a text version of one that is.
 */
export type TutorialCategory = 'basics' | 'advanced' | 'tips';

export interface Tutorial {
  id: string;
  category: TutorialCategory;
  title: string;
  description: string;
  /** Length of the video, minutes:seconds. */
  duration: string;
  steps: string[];
}

export const CATEGORIES: { id: TutorialCategory; title: string; intro: string }[] = [
  {
    id: 'basics',
    title: 'Grundlagen',
    intro: 'Vom Transkript Ihrer Spracherkennung zum sauber formatierten Bericht.',
  },
  {
    id: 'advanced',
    title: 'Fortgeschritten',
    intro: 'Befundvorlagen ausfüllen lassen und vollständige Berichte erstellen.',
  },
  {
    id: 'tips',
    title: 'Tipps',
    intro: 'Zuweisungen auslesen und Berichte schnell in Ihr RIS übernehmen.',
  },
];

export const TUTORIALS: Tutorial[] = [
  {
    id: 'paste-transcript',
    category: 'basics',
    title: 'Transkript aus der Spracherkennung einfügen',
    description:
      'Diktieren Sie wie gewohnt in Ihrer Spracherkennung und übernehmen Sie den Text in Befundklar – auch mit diktierten Satzzeichen wie „Punkt“ und „neuer Absatz“.',
    duration: '2:40',
    steps: [
      'Diktieren Sie den Befund in Ihrer gewohnten Spracherkennung und kopieren Sie den erkannten Text (Strg+A, dann Strg+C).',
      'Öffnen Sie in Befundklar den Arbeitsbereich; auf schmalen Bildschirmen wählen Sie den Reiter „Transkript“.',
      'Klicken Sie in das Transkriptfeld und fügen Sie den Text mit Strg+V ein. Diktierte Satzzeichen und Absätze dürfen stehen bleiben.',
      'Starten Sie mit „Neuer Bericht“ jeden neuen Fall: Transkript, Vorlage und Editor werden dabei geleert.',
    ],
  },
  {
    id: 'format-and-check',
    category: 'basics',
    title: 'Formatieren und auf Widersprüche prüfen',
    description:
      'Befundklar setzt Absätze, Überschriften und Hervorhebungen, korrigiert Grammatik und Fachbegriffe und weist auf Widersprüche hin – etwa eine Seitenangabe, die im Befund und in der Beurteilung nicht übereinstimmt.',
    duration: '3:15',
    steps: [
      'Fügen Sie Ihr Transkript ein und lassen Sie den Editor leer, oder wählen Sie eine Vorlage, ohne sie zu verändern.',
      'Schalten Sie in den Optionen die Widerspruchserkennung ein (sie ist standardmäßig aktiv).',
      'Starten Sie das Formatieren. Befunde, Zahlen und Seitenangaben bleiben dabei unverändert; korrigiert werden Sprache und Form.',
      'Prüfen Sie gefundene Widersprüche einzeln und korrigieren Sie den Text im Editor, bevor Sie den Bericht kopieren.',
    ],
  },
  {
    id: 'fill-template',
    category: 'advanced',
    title: 'Befundvorlage automatisch ausfüllen',
    description:
      'Wählen Sie eine Standardvorlage oder eine eigene Vorlage aus „Meine Vorlagen“: Befundklar verteilt den Inhalt Ihres Diktats auf die passenden Abschnitte der Vorlage.',
    duration: '4:05',
    steps: [
      'Öffnen Sie das Vorlagenfeld und filtern Sie nach Modalität (CT, MRI, MX, IR, US) und Sprache oder suchen Sie nach dem Namen.',
      'Wählen Sie die Vorlage aus; ihr Text erscheint im Editor.',
      'Fügen Sie Ihr Transkript ein und starten Sie das Ausfüllen der Vorlage.',
      'Eigene Vorlagen legen Sie unter „Meine Vorlagen“ an; Platzhalter wie [CLINICAL_HISTORY], [FINDINGS] und [IMPRESSION] zeigen, wohin welcher Inhalt gehört.',
    ],
  },
  {
    id: 'generate-report',
    category: 'advanced',
    title: 'Vollständigen Bericht aus dem Transkript erstellen',
    description:
      'Ohne Vorlage: Befundklar gliedert Ihr Diktat in Klinische Angaben, Technik, Befund und Beurteilung und formuliert daraus einen vollständigen Bericht.',
    duration: '3:50',
    steps: [
      'Fügen Sie Ihr Transkript ein; eine Vorlage müssen Sie nicht wählen.',
      'Starten Sie die Berichtserstellung. Der fertige Bericht ersetzt den Inhalt des Editors, und die Ansicht wechselt zum Bericht.',
      'Lesen Sie den Bericht vollständig gegen und ergänzen Sie im Editor, was fehlt – die Verantwortung für den Inhalt bleibt bei Ihnen.',
      'Wenn Sie immer gleich vorgehen, schalten Sie die automatische Verarbeitung ein: Sie startet eine Sekunde nach dem Einfügen von selbst.',
    ],
  },
  {
    id: 'referral-screenshot',
    category: 'tips',
    title: 'Klinische Angaben aus einem Zuweisungsbild übernehmen',
    description:
      'Statt die Fragestellung abzutippen: Fügen Sie ein Bildschirmfoto der Zuweisung ein, und Befundklar liest die klinischen Angaben aus und stellt sie dem Bericht voran.',
    duration: '2:20',
    steps: [
      'Erstellen Sie ein Bildschirmfoto der Zuweisung, unter Windows etwa mit Windows+Umschalt+S.',
      'Klicken Sie in das Bildfeld neben dem Transkript und fügen Sie das Bild mit Strg+V ein.',
      'Prüfen Sie den erkannten Text: Befundklar stellt ihn Ihrem Transkript voran und verarbeitet beides zusammen.',
      'Schneiden Sie Namen, Geburtsdaten und Fallnummern möglichst schon im Bildschirmfoto weg.',
    ],
  },
  {
    id: 'copy-to-ris',
    category: 'tips',
    title: 'In das RIS kopieren: Formate und Tastenkürzel',
    description:
      'Welches Kopierformat Ihr RIS versteht, wie Sie mit Strg+Enter kopieren und wie Sie ohne Maus vom Editor zurück zum nächsten Fall kommen.',
    duration: '2:55',
    steps: [
      'Wählen Sie in den Optionen die Kopierformate: HTML behält Überschriften und Fettdruck, RTF passt für ältere Textfelder, reiner Text für Felder ohne Formatierung.',
      'Kopieren Sie den Bericht mit der Kopieren-Schaltfläche oder im Editor mit Strg+Enter.',
      'Fügen Sie den Bericht im RIS mit Strg+V ein. Kommt die Formatierung nicht an, wählen Sie zusätzlich reinen Text.',
      'Mit Escape verlassen Sie den Editor; „Neuer Bericht“ bereitet alles für den nächsten Fall vor.',
    ],
  },
];

import {
  IconAlignBoxLeftTop,
  IconFileImport,
  IconShieldLock,
  IconStethoscope,
  IconTextSpellcheck,
  IconUserCog,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

/** Texts fixed by spec 01 section 2.3; the tests look for them verbatim. */
export const HERO_HEADLINE = 'Deutsche Radiologieberichte. Perfekte Grammatik. Sofort Formatiert.';
export const TRIAL_CTA = '7 Tage kostenlos testen';
export const TRIAL_NOTE = 'Keine Kreditkarte nötig';
export const PLAN_NAME = 'Monatsplan';
export const PLAN_BADGES = ['Exklusiver Launch-Preis', 'Start-Angebot'] as const;
/** Spec 01 section 9: 29 EUR or CHF per month. */
export const MONTHLY_PRICE = 29;

export interface Feature {
  title: string;
  text: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

export const FEATURES: Feature[] = [
  {
    title: 'Externe Transkripte verarbeiten',
    text: 'Fügen Sie das Transkript Ihrer gewohnten Spracherkennung ein – oder ein Bildschirmfoto der Zuweisung. Befundklar übernimmt die klinischen Angaben und macht daraus einen sauberen Bericht.',
    icon: IconFileImport,
  },
  {
    title: 'Automatische Formatierung',
    text: 'Diktierte Satzzeichen und Absätze werden umgesetzt, Maße und Einheiten vereinheitlicht. Ihr Bericht erhält eine klare Gliederung in Klinische Angaben, Technik, Befund und Beurteilung.',
    icon: IconAlignBoxLeftTop,
  },
  {
    title: 'KI-Grammatikkorrektur',
    text: 'Grammatik, Rechtschreibung und radiologische Fachbegriffe werden korrigiert, ohne Befunde, Zahlen oder Seitenangaben zu verändern. Auf Wunsch weist Befundklar auf Widersprüche im Text hin.',
    icon: IconTextSpellcheck,
  },
  {
    title: 'Sicher und DSGVO-konform',
    text: 'Transkripte, Bilder und Berichte werden nur im Arbeitsspeicher verarbeitet und nie gespeichert. Die Übertragung ist verschlüsselt, das Hosting erfolgt in der EU.',
    icon: IconShieldLock,
  },
  {
    title: 'Absolute Personalisierung',
    text: 'Eigene Vorlagen, eigenes Vokabular und eigene KI-Anweisungen: Befundklar lernt Ihre Begriffe und schreibt Berichte so, wie Sie befunden.',
    icon: IconUserCog,
  },
  {
    title: 'Professioneller Workflow',
    text: 'Vorlage wählen, Transkript einfügen, Bericht prüfen und mit einem Klick als HTML, RTF oder reinen Text in Ihr RIS kopieren – ohne Umwege und ohne Nacharbeit.',
    icon: IconStethoscope,
  },
];

export const PLAN_BENEFITS = [
  'Korrektur und Formatierung externer Transkripte',
  'Vorlagen ausfüllen und vollständige Berichte erstellen',
  'Hinweise auf Widersprüche im Bericht',
  'Texterkennung aus Zuweisungsbildern',
  'Bis zu 5 eigene Vorlagen, eigenes Vokabular und eigene KI-Anweisungen',
  'Jederzeit kündbar',
];

export interface FaqEntry {
  question: string;
  answer: string;
}

export const FAQ: FaqEntry[] = [
  {
    question: 'Wie funktioniert die kostenlose Testphase?',
    answer:
      'Sie melden sich mit Ihrer E-Mail-Adresse oder Ihrem Google-Konto an und nutzen Befundklar 7 Tage lang mit vollem Funktionsumfang. Eine Kreditkarte ist dafür nicht nötig. Die Testphase endet automatisch und verursacht keine Kosten; danach entscheiden Sie, ob Sie den Monatsplan für 29 EUR bzw. 29 CHF pro Monat abschließen.',
  },
  {
    question: 'Kann ich jederzeit kündigen?',
    answer:
      'Ja. Sie kündigen Ihr Abonnement jederzeit mit wenigen Klicks in Ihrem Profil. Ihr Zugang bleibt bis zum Ende des bereits bezahlten Abrechnungszeitraums bestehen; danach fallen keine weiteren Kosten an.',
  },
  {
    question: 'Wie sicher sind meine Daten?',
    answer:
      'Befundklar speichert keine Patientendaten und keine Berichte. Transkripte, Bilder und Berichte werden ausschließlich im Arbeitsspeicher verarbeitet und danach verworfen; gespeichert werden nur Ihre Kontodaten, Nutzungszähler und Metadaten. Alle Verbindungen sind verschlüsselt, gespeicherte Kontodaten ebenfalls, und das Hosting erfolgt DSGVO-konform in der EU.',
  },
  {
    question: 'Welche Funktionen bietet Befundklar?',
    answer:
      'Befundklar korrigiert und formatiert externe Transkripte (optional mit Widerspruchserkennung), füllt Ihre Befundvorlagen aus, erstellt vollständige Berichte allein aus dem Transkript und liest klinische Angaben aus eingefügten Zuweisungsbildern. Im Editor bearbeiten Sie das Ergebnis und kopieren es als HTML, RTF oder reinen Text. Eigene Vorlagen, eigenes Vokabular und anpassbare KI-Anweisungen sind inklusive.',
  },
];

/** The three promises spec 01 section 1 wants stated on the landing page. */
export const TRUST_POINTS = [
  'Keine Speicherung von Patientendaten oder Berichten',
  'DSGVO-konform, Hosting in der EU',
  'Verschlüsselte Übertragung und Speicherung',
];

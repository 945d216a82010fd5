import { LegalPage } from './components/LegalPage/LegalPage';
import { ContactPhrase, OperatorDetails } from './components/OperatorDetails/OperatorDetails';
import { USAGE_DATA_RETENTION_MONTHS } from './legal-figures';

/** Subprocessors by kind (spec 01 section 1); names are added once contracts are final. */
const RECIPIENTS = [
  {
    kind: 'Hosting und Rechenleistung',
    text: 'Amazon Web Services (AWS) betreibt für uns in Rechenzentren in der Europäischen Union die Server, die Datenbank, die Anmeldung, die KI-Verarbeitung und den Versand von Anmeldecodes und anderen Konto-E-Mails.',
  },
  {
    kind: 'Kartenzahlung',
    text: 'Ein Zahlungsdienstleister wickelt den Bezahlvorgang und das Abrechnungsportal ab. Ihre Kartendaten gibt nur dieser Dienstleister ein und verarbeitet sie; wir erhalten lediglich Status, Zeitraum und Betrag Ihres Abonnements.',
  },
  {
    kind: 'E-Mail-Kommunikation',
    text: 'Ein E-Mail-Marketing-Dienst verwaltet unsere Kundenkontakte und versendet Informationen zu Befundklar, etwa zur Testphase und zu neuen Funktionen. Dafür erhält er Ihren Namen, Ihre E-Mail-Adresse, den Status Ihres Abonnements und Nutzungskennzahlen (Anzahl der Verarbeitungen, letzte Aktivität) – niemals Inhalte von Transkripten oder Berichten. Diese E-Mails können Sie jederzeit abbestellen.',
  },
  {
    kind: 'Google-Anmeldung',
    text: 'Wenn Sie sich mit Google anmelden, übermittelt Google uns Ihren Namen, Ihre E-Mail-Adresse und gegebenenfalls Ihr Profilbild. Google erfährt dabei, dass Sie sich bei Befundklar anmelden.',
  },
  {
    kind: 'Video-Hosting',
    text: 'Die Anleitungsvideos stammen von einem Video-Hosting-Dienst. Er wird erst geladen, wenn Sie der Einbindung zugestimmt haben, und erhält dann Ihre IP-Adresse und technische Angaben zu Ihrem Browser.',
  },
  {
    kind: 'Einwilligungsverwaltung',
    text: 'Ein Consent-Banner-Dienst fragt Ihre Einwilligung für nicht notwendige Dienste ab und speichert Ihre Auswahl.',
  },
];

export function PrivacyPage() {
  return (
    <LegalPage title="Datenschutzerklärung">
      <p>
        Der Schutz Ihrer Daten und der Daten Ihrer Patientinnen und Patienten steht bei Befundklar an erster
        Stelle. Diese Erklärung beschreibt, welche personenbezogenen Daten wir verarbeiten, wozu, auf welcher
        Rechtsgrundlage und wie lange – und welche Daten wir bewusst <strong>nicht</strong> speichern.
      </p>

      <h2>1. Verantwortlicher</h2>
      <p>Verantwortlich für die Verarbeitung im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:</p>
      <OperatorDetails />

      <h2>2. Der wichtigste Grundsatz: keine Speicherung von Berichtsinhalten</h2>
      <p>
        Transkripte, eingefügte Bilder (zum Beispiel Zuweisungen) und Berichte werden ausschließlich im
        Arbeitsspeicher verarbeitet, um Ihre Anfrage zu beantworten, und danach verworfen. Sie werden nicht in
        einer Datenbank, in Dateien, in E-Mails oder in Protokollen gespeichert und nicht zum Training von
        KI-Modellen verwendet. Audioaufnahmen verarbeitet und speichert Befundklar nicht. Gespeichert werden
        nur Ihre Kontodaten, Nutzungszähler und Metadaten (siehe Abschnitt 3).
      </p>
      <p>
        Soweit Transkripte oder Bilder Angaben zu Patientinnen und Patienten enthalten, verarbeiten wir diese
        nur in Ihrem Auftrag und nach Ihrer Weisung (Art. 28 DSGVO); verantwortlich für diese Daten bleiben
        Sie bzw. Ihre Einrichtung. Bitte geben Sie nach Möglichkeit keine direkt identifizierenden Angaben wie
        Namen, Geburtsdaten oder Fallnummern ein. Wenn Sie einen Vertrag zur Auftragsverarbeitung benötigen,
        wenden Sie sich bitte an uns.
      </p>

      <h2>3. Welche Daten wir speichern</h2>
      <ul>
        <li>
          <strong>Kontodaten:</strong> E-Mail-Adresse, Vor- und Nachname, Anmeldeart (E-Mail oder Google),
          gegebenenfalls Profilbild, Rolle und bevorzugte Sprache. Ihr Passwort speichern wir nur als
          kryptografischen Hash beim Anmeldedienst.
        </li>
        <li>
          <strong>Abonnementdaten:</strong> Status, Test- und Abrechnungszeitraum, Tarif und die Kennung beim
          Zahlungsdienstleister. Kartendaten erhalten wir nicht.
        </li>
        <li>
          <strong>Nutzungsdaten und Metadaten:</strong> Anzahl und Zeitpunkt der Verarbeitungen je Funktion,
          Verarbeitungsdauer, verwendete Sprache, Fehlercodes und technische Protokolldaten – stets ohne den
          Inhalt von Transkripten, Bildern oder Berichten.
        </li>
        <li>
          <strong>Ihre Einstellungen:</strong> eigene Vorlagen, Vokabeleinträge, eigene KI-Anweisungen und
          Filtereinstellungen. Diese Einträge sind für Textbausteine gedacht und dürfen keine Patientendaten
          enthalten.
        </li>
        <li>
          <strong>Feedback und Anfragen:</strong> Ihre Bewertung, gewählte Kategorie und Ihr freiwilliger
          Kommentar sowie Name, E-Mail-Adresse und Text von Anfragen über das Kontaktformular.
        </li>
      </ul>

      <h2>4. Zwecke und Rechtsgrundlagen</h2>
      <ul>
        <li>
          Bereitstellung des Dienstes, Ihres Kontos, der Testphase und des Abonnements: Vertragserfüllung
          (Art. 6 Abs. 1 lit. b DSGVO).
        </li>
        <li>
          Sicherheit, Missbrauchserkennung, Fehleranalyse und Verbesserung des Dienstes anhand von Zählern und
          Metadaten: berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO).
        </li>
        <li>
          Aufbewahrung von Rechnungs- und Buchungsdaten: gesetzliche Pflicht (Art. 6 Abs. 1 lit. c DSGVO).
        </li>
        <li>
          Informationen zu Befundklar per E-Mail an Kundinnen und Kunden: berechtigtes Interesse (Art. 6 Abs.
          1 lit. f DSGVO); Sie können jederzeit widersprechen, etwa über den Abmeldelink in jeder E-Mail.
        </li>
        <li>
          Eingebettete Videos und andere nicht notwendige Dienste: Ihre Einwilligung (Art. 6 Abs. 1 lit. a
          DSGVO), die Sie jederzeit mit Wirkung für die Zukunft widerrufen können.
        </li>
      </ul>

      <h2>5. Empfänger und Auftragsverarbeiter</h2>
      <p>
        Wir setzen sorgfältig ausgewählte Dienstleister ein, die Daten nur nach unserer Weisung und auf
        Grundlage von Verträgen zur Auftragsverarbeitung verarbeiten oder – wie der Zahlungsdienstleister und
        Google – in eigener Verantwortung handeln:
      </p>
      <ul>
        {RECIPIENTS.map((recipient) => (
          <li key={recipient.kind}>
            <strong>{recipient.kind}:</strong> {recipient.text}
          </li>
        ))}
      </ul>
      <p>
        Sitzt ein Dienstleister außerhalb der EU oder des EWR oder kann er von dort auf Daten zugreifen,
        erfolgt die Übermittlung nur auf Grundlage eines Angemessenheitsbeschlusses der EU-Kommission (etwa
        des EU-U.S. Data Privacy Framework) oder der EU-Standardvertragsklauseln.
      </p>

      <h2>6. Speicherdauer</h2>
      <ul>
        <li>
          Kontodaten und Einstellungen speichern wir, solange Ihr Konto besteht, und löschen sie danach.
        </li>
        <li>
          Nutzungsdaten und Metadaten bewahren wir etwa {USAGE_DATA_RETENTION_MONTHS} Monate auf und löschen
          oder anonymisieren sie danach.
        </li>
        <li>
          Rechnungs- und Buchungsdaten bewahren wir so lange auf, wie es gesetzliche Aufbewahrungspflichten
          verlangen (bis zu zehn Jahre).
        </li>
        <li>Transkripte, Bilder und Berichte speichern wir nicht (siehe Abschnitt 2).</li>
      </ul>

      <h2>7. Cookies und lokaler Speicher</h2>
      <p>
        Für die Anmeldung setzen wir ein technisch notwendiges Sitzungs-Cookie. Ihre Ansichtseinstellungen
        (zum Beispiel Kopierformate) legen wir im lokalen Speicher Ihres Browsers ab. Cookies oder Skripte,
        die nicht notwendig sind, verwenden wir nur mit Ihrer Einwilligung.
      </p>

      <h2>8. Sicherheit</h2>
      <p>
        Alle Verbindungen zu Befundklar sind mit TLS verschlüsselt. Gespeicherte Daten sind verschlüsselt
        abgelegt. Der Zugriff auf Systeme und Daten ist auf das Notwendige beschränkt.
      </p>

      <h2>9. Ihre Rechte</h2>
      <p>
        Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17),
        Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch gegen
        Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21). Erteilte Einwilligungen können Sie
        jederzeit widerrufen. Wenden Sie sich dazu <ContactPhrase />. Außerdem können Sie sich bei einer
        Datenschutz-Aufsichtsbehörde beschweren.
      </p>

      <h2>10. Änderungen dieser Erklärung</h2>
      <p>
        Wir passen diese Erklärung an, wenn sich der Dienst oder die Rechtslage ändert. Es gilt die jeweils
        hier veröffentlichte Fassung.
      </p>
    </LegalPage>
  );
}

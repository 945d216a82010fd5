import { Link } from 'react-router';
import { LegalPage } from './components/LegalPage/LegalPage';
import { OperatorDetails } from './components/OperatorDetails/OperatorDetails';
import { LIABILITY_CAP_MINIMUM_USD, LIABILITY_CAP_MONTHS } from './legal-figures';

export function DisclaimerPage() {
  return (
    <LegalPage title="Haftungsausschluss">
      <h2>Anbieter</h2>
      <OperatorDetails />

      <h2>Kein Medizinprodukt</h2>
      <p>
        Befundklar ist ein Schreib- und Formatierungswerkzeug für radiologische Berichte. Es ist{' '}
        <strong>kein Medizinprodukt</strong> im Sinne der Verordnung (EU) 2017/745 (MDR) und nicht als solches
        zertifiziert. Befundklar stellt keine Diagnosen, bewertet keine Bilddaten und gibt keine
        Behandlungsempfehlungen. Der Dienst darf nicht als Grundlage für diagnostische oder therapeutische
        Entscheidungen verwendet werden.
      </p>

      <h2>Verantwortung für jeden Bericht</h2>
      <p>
        Die medizinische und rechtliche Verantwortung für jeden Bericht liegt ausschließlich bei der
        befundenden Ärztin bzw. dem befundenden Arzt. Jeder von Befundklar korrigierte, formatierte,
        ausgefüllte oder erstellte Text ist ein Vorschlag. Bitte prüfen Sie ihn vollständig – insbesondere
        Befunde, Maßangaben, Seitenangaben, Verneinungen und die Beurteilung –, bevor Sie ihn übernehmen,
        freigeben oder weitergeben.
      </p>

      <h2>Grenzen der KI-Verarbeitung</h2>
      <p>
        Die Verarbeitung erfolgt teilweise mit Sprachmodellen (künstlicher Intelligenz). Solche Modelle können
        Fehler machen: Sie können Begriffe falsch erkennen, Inhalte auslassen, umstellen oder hinzufügen. Die
        Widerspruchserkennung ist eine Hilfe und findet nicht jeden Widerspruch; dass keine Widersprüche
        angezeigt werden, bedeutet nicht, dass der Bericht widerspruchsfrei ist. Dasselbe gilt für die
        Texterkennung aus eingefügten Bildern.
      </p>

      <h2>Beta-Phase</h2>
      <p>
        Befundklar befindet sich in einer Beta-Phase. Funktionen können sich ändern, zeitweise nicht verfügbar
        sein oder fehlerhaft arbeiten. Eine bestimmte Verfügbarkeit wird nicht zugesagt.
      </p>

      <h2>Keine Speicherung von Inhalten</h2>
      <p>
        Befundklar speichert weder Audioaufnahmen noch Berichtsinhalte. Transkripte, Bilder und Berichte
        werden nur für die Dauer der Verarbeitung im Arbeitsspeicher gehalten und danach verworfen. Befundklar
        ist daher kein Archiv: Bitte übernehmen Sie jeden fertigen Bericht in Ihr RIS oder ein anderes System,
        das Ihre Dokumentationspflichten erfüllt. Ein nicht übernommener Bericht kann nicht wiederhergestellt
        werden.
      </p>

      <h2>Haftung</h2>
      <p>
        Die Haftung des Anbieters richtet sich nach den <Link to="/terms">Nutzungsbedingungen</Link>. Außer
        bei Vorsatz, grober Fahrlässigkeit, der Verletzung von Leben, Körper oder Gesundheit und soweit
        gesetzlich zwingend ist sie dort der Höhe nach begrenzt auf den höheren der beiden Beträge: die in den
        letzten {LIABILITY_CAP_MONTHS} Monaten gezahlten Entgelte oder {LIABILITY_CAP_MINIMUM_USD} USD.
      </p>

      <h2>Inhalte dieser Website und externe Links</h2>
      <p>
        Die Informationen auf dieser Website werden mit Sorgfalt erstellt, ersetzen aber keine fachliche
        Beratung. Für die Inhalte verlinkter externer Seiten sind ausschließlich deren Betreiber
        verantwortlich; zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar.
      </p>
    </LegalPage>
  );
}

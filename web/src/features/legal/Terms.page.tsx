import { Link } from 'react-router';
import { siteConfig } from '../../config';
import { LegalPage } from './components/LegalPage/LegalPage';
import { ContactPhrase, OperatorDetails } from './components/OperatorDetails/OperatorDetails';
import {
  LIABILITY_CAP_MINIMUM_USD,
  LIABILITY_CAP_MONTHS,
  MONTHLY_PRICE,
  TERMS_CHANGE_NOTICE_DAYS,
  TRIAL_DAYS,
} from './legal-figures';

export function TermsPage() {
  const provider = siteConfig.companyName;
  return (
    <LegalPage title="Nutzungsbedingungen">
      <h2>§ 1 Anbieter und Geltungsbereich</h2>
      <p>Diese Bedingungen gelten für die Nutzung von Befundklar, angeboten von:</p>
      <OperatorDetails />
      <p>
        Befundklar richtet sich ausschließlich an Ärztinnen und Ärzte sowie medizinische Einrichtungen, die
        den Dienst für ihre berufliche Tätigkeit nutzen (Unternehmer im Sinne von {'§\u00a014'} BGB).
        Abweichende Bedingungen der Nutzerin oder des Nutzers gelten nicht.
      </p>

      <h2>§ 2 Leistungen</h2>
      <p>
        Befundklar korrigiert und formatiert Transkripte externer Spracherkennungen, füllt Berichtsvorlagen
        aus, erstellt Berichtsentwürfe aus Transkripten, liest Text aus eingefügten Bildern und stellt einen
        Editor zum Bearbeiten und Kopieren der Ergebnisse bereit. Der Dienst befindet sich in einer{' '}
        <strong>Beta-Phase</strong>; Funktionen können sich ändern, erweitert oder eingestellt werden.
      </p>
      <p>
        Befundklar ist <strong>kein Medizinprodukt</strong> im Sinne der Verordnung (EU) 2017/745. Der Dienst
        stellt keine Diagnosen und ersetzt keine ärztliche Beurteilung (siehe{' '}
        <Link to="/disclaimer">Haftungsausschluss</Link>).
      </p>

      <h2>§ 3 Konto</h2>
      <p>
        Für die Nutzung ist ein Konto erforderlich. Ihre Angaben müssen zutreffen. Halten Sie Ihre
        Zugangsdaten geheim und informieren Sie uns unverzüglich, wenn Sie einen Missbrauch vermuten. Ein
        Konto ist persönlich und darf nicht mit anderen Personen geteilt werden.
      </p>

      <h2>§ 4 Testphase, Preise und Zahlung</h2>
      <p>
        Neue Konten können Befundklar {TRIAL_DAYS} Tage kostenlos und ohne Angabe einer Kreditkarte testen.
        Die Testphase endet automatisch; sie verlängert sich nicht kostenpflichtig.
      </p>
      <p>
        Danach kostet der Monatsplan {MONTHLY_PRICE} EUR bzw. {MONTHLY_PRICE} CHF pro Monat (Launch-Angebot).
        Maßgeblich ist der beim Abschluss angezeigte Preis. Das Entgelt wird monatlich im Voraus über unseren
        Zahlungsdienstleister per Karte eingezogen. Preisänderungen für bestehende Abonnements kündigen wir
        wie Änderungen dieser Bedingungen an ({'§\u00a09'}).
      </p>

      <h2>§ 5 Laufzeit und Kündigung</h2>
      <p>
        Das Abonnement verlängert sich jeweils um einen Monat. Sie können es jederzeit in Ihrem Profil zum
        Ende des laufenden Abrechnungszeitraums kündigen; bis dahin bleibt Ihr Zugang bestehen. Bereits
        gezahlte Entgelte für den laufenden Zeitraum werden nicht anteilig erstattet. Das Recht beider Seiten
        zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt, etwa bei Missbrauch des Dienstes
        oder Zahlungsverzug.
      </p>

      <h2>§ 6 Ihre Pflichten und Ihre Verantwortung</h2>
      <ul>
        <li>
          Sie prüfen jedes Ergebnis vollständig, bevor Sie es verwenden. Die medizinische Verantwortung für
          jeden Bericht tragen allein Sie.
        </li>
        <li>
          Sie geben Patientendaten nur ein, soweit Sie dazu berechtigt sind, und verzichten nach Möglichkeit
          auf direkt identifizierende Angaben. Vorlagen, Vokabular und eigene KI-Anweisungen dürfen keine
          Patientendaten enthalten.
        </li>
        <li>
          Sie nutzen den Dienst nicht missbräuchlich, insbesondere nicht automatisiert in einem Umfang, der
          über die übliche ärztliche Nutzung hinausgeht, und versuchen nicht, Sicherheitsmaßnahmen zu umgehen.
        </li>
      </ul>

      <h2>§ 7 Daten und Inhalte</h2>
      <p>
        {provider} speichert keine Audioaufnahmen und keine Berichtsinhalte. Transkripte, Bilder und Berichte
        werden nur für die Verarbeitung im Arbeitsspeicher gehalten und anschließend verworfen; gespeichert
        werden nur Kontodaten, Nutzungszähler und Metadaten. Befundklar ist daher kein Archiv: Übernehmen Sie
        jeden Bericht in Ihr eigenes Dokumentationssystem. Einzelheiten regelt die{' '}
        <Link to="/privacy">Datenschutzerklärung</Link>.
      </p>

      <h2>§ 8 Verfügbarkeit und Haftung</h2>
      <p>
        Wir bemühen uns um einen störungsfreien Betrieb, schulden während der Beta-Phase aber keine bestimmte
        Verfügbarkeit. Wartungsarbeiten kündigen wir nach Möglichkeit vorher an.
      </p>
      <p>
        Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der Verletzung von Leben, Körper
        oder Gesundheit, nach dem Produkthaftungsgesetz und soweit eine Haftung gesetzlich zwingend ist. Bei
        leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht (einer Pflicht, deren Erfüllung die
        ordnungsgemäße Durchführung des Vertrags erst ermöglicht und auf deren Einhaltung Sie regelmäßig
        vertrauen dürfen) haften wir nur für den vorhersehbaren, vertragstypischen Schaden. Im Übrigen ist die
        Haftung für leichte Fahrlässigkeit ausgeschlossen.
      </p>
      <p>
        In den Fällen leichter Fahrlässigkeit ist unsere Haftung insgesamt auf den höheren der folgenden
        Beträge begrenzt: die Entgelte, die Sie in den {LIABILITY_CAP_MONTHS} Monaten vor dem
        schadensbegründenden Ereignis an uns gezahlt haben, oder {LIABILITY_CAP_MINIMUM_USD} USD. Für Schäden,
        die daraus entstehen, dass ein Ergebnis vor seiner Verwendung nicht geprüft wurde, haften wir nicht,
        soweit gesetzlich zulässig.
      </p>

      <h2>§ 9 Änderungen dieser Bedingungen</h2>
      <p>
        Wir können diese Bedingungen mit Wirkung für die Zukunft ändern, etwa wenn sich der Dienst oder die
        Rechtslage ändert. Änderungen teilen wir Ihnen mindestens {TERMS_CHANGE_NOTICE_DAYS} Tage vor ihrem
        Inkrafttreten per E-Mail mit. Sind Sie nicht einverstanden, können Sie das Abonnement bis zum
        Inkrafttreten kündigen; nutzen Sie den Dienst danach weiter, gelten die geänderten Bedingungen. Auf
        diese Folge weisen wir in der Mitteilung gesondert hin.
      </p>

      <h2>§ 10 Schlussbestimmungen</h2>
      <p>
        Es gilt das Recht am Sitz des Anbieters unter Ausschluss des UN-Kaufrechts. Sollte eine Bestimmung
        unwirksam sein, bleiben die übrigen Bestimmungen wirksam. Fragen zu diesen Bedingungen richten Sie
        bitte <ContactPhrase />.
      </p>
    </LegalPage>
  );
}

import { type SiteConfig, siteConfig } from '../../../../config';

/**
 * The operator as configured (VITE_COMPANY_*). Unconfigured parts are left out:
 * a legal page must never present invented company data as real.
 */
export function OperatorDetails({ config = siteConfig }: { config?: SiteConfig }) {
  return (
    <address
      style={{ fontStyle: 'normal', marginBottom: 'var(--mantine-spacing-md)' }}
      data-testid="operator"
    >
      <strong>{config.companyName}</strong>
      {config.companyAddressLines.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      {config.contactEmail ? (
        <>
          <br />
          E-Mail: <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
        </>
      ) : null}
    </address>
  );
}

/** "per E-Mail an x" when a contact address is configured, else a reference to the operator block. */
export function ContactPhrase({ config = siteConfig }: { config?: SiteConfig }) {
  if (!config.contactEmail) return <>an den oben genannten Anbieter</>;
  return (
    <>
      per E-Mail an <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
    </>
  );
}

/**
 * Public, build-time configuration of the web app (Vite inlines VITE_* variables
 * at build time; see web/README.md and web/.env.example).
 *
 * Company details are deliberately optional: the legal pages and the footer must
 * never show invented data, so a missing value is left out instead of replaced
 * by a placeholder. Only the display name falls back, to the product name.
 */
export const PRODUCT_NAME = 'Befundklar';

export interface SiteConfig {
  /** Legal name shown in the footer, copyright line and legal pages. */
  companyName: string;
  /** Postal address, one line per entry; empty when not configured. */
  companyAddressLines: string[];
  /** General and data-protection contact; undefined when not configured. */
  contactEmail: string | undefined;
  /** Help with using the product; falls back to the contact address. */
  supportEmail: string | undefined;
}

type EnvSource = Partial<Record<string, string | boolean | undefined>>;

function clean(value: string | boolean | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Reads the configuration from an env object; exported for tests. */
export function readSiteConfig(env: EnvSource): SiteConfig {
  const address = clean(env.VITE_COMPANY_ADDRESS);
  const contactEmail = clean(env.VITE_CONTACT_EMAIL);
  return {
    companyName: clean(env.VITE_COMPANY_NAME) ?? PRODUCT_NAME,
    // One env line cannot hold line breaks comfortably, so ';' or '|' separates lines.
    companyAddressLines: address
      ? address
          .split(/\s*[;|\n]\s*/)
          .map((line) => line.trim())
          .filter(Boolean)
      : [],
    contactEmail,
    supportEmail: clean(env.VITE_SUPPORT_EMAIL) ?? contactEmail,
  };
}

export const siteConfig: SiteConfig = readSiteConfig(import.meta.env);

/** The year the service launched; the spec fixes the copyright line to it. */
export const COPYRIGHT_YEAR = 2025;

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
  /** The users' community (forum, group), linked from the navigation bar; https only. */
  communityUrl: string | undefined;
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
    communityUrl: httpsUrl(clean(env.VITE_COMMUNITY_URL)),
  };
}

/** A configured link leaves the site: only a well-formed https URL is used, anything else is left out. */
function httpsUrl(value: string | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'https:' ? url.href : undefined;
}

export const siteConfig: SiteConfig = readSiteConfig(import.meta.env);

/** A tutorial's video on Vimeo (spec 02, entity "Tutorial video": vimeoId, vimeoHash). */
export interface TutorialVideo {
  /** Numeric Vimeo video id. */
  vimeoId: string;
  /** Privacy hash of an unlisted video (the `h` parameter); undefined for public videos. */
  vimeoHash: string | undefined;
}

export interface TutorialVideoConfig {
  /** Video per tutorial id; a tutorial missing here shows its written steps. */
  videos: Record<string, TutorialVideo>;
  /** Why entries were left out (shown as a console warning), empty when all were valid. */
  problems: string[];
}

/**
 * Reads VITE_TUTORIAL_VIDEOS: JSON mapping tutorial ids to {"vimeoId", "vimeoHash"}, e.g.
 * {"paste-transcript": {"vimeoId": "123456789", "vimeoHash": "abcdef1234"}}. Invalid entries
 * are left out, so a typo shows the written steps rather than a broken player.
 */
export function readTutorialVideos(env: EnvSource): TutorialVideoConfig {
  const raw = clean(env.VITE_TUTORIAL_VIDEOS);
  const result: TutorialVideoConfig = { videos: {}, problems: [] };
  if (!raw) return result;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    result.problems.push('VITE_TUTORIAL_VIDEOS is not valid JSON');
    return result;
  }
  if (!isRecord(parsed)) {
    result.problems.push('VITE_TUTORIAL_VIDEOS must be a JSON object of tutorial ids');
    return result;
  }
  for (const [id, entry] of Object.entries(parsed)) {
    const vimeoId = isRecord(entry) ? String(entry.vimeoId ?? '').trim() : '';
    const hash = isRecord(entry) ? String(entry.vimeoHash ?? '').trim() : '';
    if (!/^\d{1,12}$/.test(vimeoId)) {
      result.problems.push(`${id}: vimeoId must be the numeric Vimeo id`);
    } else if (hash !== '' && !/^[0-9a-f]{6,40}$/i.test(hash)) {
      result.problems.push(`${id}: vimeoHash must be the hexadecimal hash of the share link`);
    } else {
      result.videos[id] = { vimeoId, vimeoHash: hash || undefined };
    }
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const tutorialVideoConfig = readTutorialVideos(import.meta.env);
if (tutorialVideoConfig.problems.length > 0) {
  console.warn(`Tutorial videos left out: ${tutorialVideoConfig.problems.join('; ')}`);
}
export const tutorialVideos: Record<string, TutorialVideo> = tutorialVideoConfig.videos;

/** The year the service launched; the spec fixes the copyright line to it. */
export const COPYRIGHT_YEAR = 2025;

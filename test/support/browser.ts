import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Flags for a quiet, deterministic headless Chromium: no sandbox (containers and
 * CI run as root), no GPU, no QUIC, and none of the background traffic
 * (component updates, sync, first-run pages) that would leave the machine.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const MISSING_CHROMIUM = 'Install Chromium: apt-get install chromium, or set CHROMIUM_PATH';

/**
 * Which Chromium to drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
 * Playwright's own download when present. Undefined when none exists.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', playwrightChromium()];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    // playwright-core throws when it has no registry entry for this platform.
    return undefined;
  }
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(MISSING_CHROMIUM);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

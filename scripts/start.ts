/**
 * `npm start`: the whole product offline on one machine (see README, "The local stack").
 * PORT (default 3000) and DATA_DIR (default .data/) choose where it listens and keeps its data.
 */

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STARTED_BANNER_END } from './local/banner';
import { startLocalStack } from './local/stack';
import { ensureWebBuild } from './local/web-build';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? join(repoRoot, '.data');

try {
  if (process.env.SKIP_WEB_BUILD !== '1') await ensureWebBuild(repoRoot);
  const stack = await startLocalStack({
    port,
    dataDir,
    webDist: join(repoRoot, 'web', 'dist'),
    logLevel: process.env.LOG_LEVEL ?? 'INFO',
  });
  console.log(`\nBefundklar läuft lokal: ${stack.url}`);
  console.log(`  API-Status:      ${stack.url}/api/health`);
  console.log(`  Lokales Postfach: ${stack.url}/dev/mail`);
  console.log(`  Daten:           ${dataDir}`);
  for (const service of stack.services) console.log(`  ${service.name.padEnd(16)} ${service.endpoint}`);
  console.log('\nAnmelden: unter /login ein Konto anlegen; den Bestätigungscode zeigt das lokale Postfach.');
  console.log('Admin-Rechte für ein Konto: npm run admin -- grant <E-Mail-Adresse>');
  console.log(`${STARTED_BANNER_END}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(
    `Der lokale Stack konnte nicht starten: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

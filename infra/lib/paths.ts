import { fileURLToPath } from 'node:url';

/** The repository root: the functions' project root and the lock file esbuild bundles against. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where `npm run build` puts the web app. */
export const defaultWebDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

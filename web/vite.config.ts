import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { formatLandingBundle, LANDING_BUDGET_BYTES, measureLandingBundle } from '../scripts/bench-web';

/**
 * Prints the landing route's gzipped JavaScript after every production build and
 * fails the build when it exceeds the budget, so a heavy import is caught at once.
 */
function landingBudget(): Plugin {
  let outDir = 'dist';
  return {
    name: 'befundklar:landing-budget',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : `${config.root}/${config.build.outDir}`;
    },
    async closeBundle() {
      const result = await measureLandingBundle(outDir);
      this.info(formatLandingBundle(result));
      if (result.gzipBytes > LANDING_BUDGET_BYTES) {
        this.error(`${formatLandingBundle(result)}: over budget. Files: ${result.files.join(', ')}`);
      }
    },
  };
}

export default defineConfig(({ command }) => {
  // A build started from inside vitest (the test setup builds web/dist) inherits
  // NODE_ENV=test, which would bundle React's development build (about 70 KB more).
  if (command === 'build' && process.env.NODE_ENV === 'test') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), landingBudget()],
    build: {
      // Hashed file names are cached forever by CloudFront; index.html is not.
      assetsDir: 'assets',
      sourcemap: false,
    },
  };
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { AppStack } from '../lib/app-stack';
import { loadStackInput } from '../lib/config';
import { defaultWebDist } from '../lib/paths';

/**
 * The CDK app (`npm run synth`, `npm run deploy`). Offline by design: no lookups, no credentials,
 * functions bundled by the local esbuild. Configuration: infra/README.md.
 */
const app = new App();

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let input: ReturnType<typeof loadStackInput>;
try {
  input = loadStackInput({ context: (key) => app.node.tryGetContext(key) });
} catch (error) {
  fail((error as Error).message);
}

const webDist = path.resolve((app.node.tryGetContext('webDist') as string | undefined) ?? defaultWebDist);
if (!existsSync(path.join(webDist, 'index.html'))) fail(`No web app at ${webDist}: run npm run build first`);

new AppStack(app, `Befundklar-${input.stage}`, {
  input,
  webDist,
  env: { region: input.region, ...(input.account ? { account: input.account } : {}) },
  description: `Befundklar (${input.stage}): site, API, user pool and table`,
  tags: { project: 'befundklar', stage: input.stage },
});

// Every synth and deploy runs the AWS Solutions checks; a finding without a written reason fails it.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

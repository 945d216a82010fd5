import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { getAdapters } from '../config/adapters';
import { cognitoIssuer } from '../config/env';
import { json } from '../lib/http';
import { createApiHandler } from '../middleware/api-handler';
import { defineOperation } from '../middleware/api-request';
import { checkHealth, type HealthProbe } from '../services/health/check-health';

/** The components every signed-in call depends on: the table and the identity provider's keys. */
function probes(): HealthProbe[] {
  const { config, dynamo } = getAdapters();
  return [
    {
      name: 'dynamodb',
      check: async (signal) => {
        await dynamo.send(new DescribeTableCommand({ TableName: config.TABLE_NAME }), {
          abortSignal: signal,
        });
      },
    },
    {
      name: 'cognito',
      check: async (signal) => {
        const response = await fetch(`${cognitoIssuer(config)}/.well-known/jwks.json`, { signal });
        if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
        await response.body?.cancel();
      },
    },
  ];
}

export const handler = createApiHandler('health', {
  'GET /api/health': defineOperation({
    handle: async () => {
      const report = await checkHealth({ probes: probes() });
      return json(report.status === 'ok' ? 200 : 503, report);
    },
  }),
});

import { UnauthorizedError } from '../lib/errors';
import { json } from '../lib/http';
import { createApiHandler } from '../middleware/api-handler';
import { defineOperation } from '../middleware/api-request';
import { getSubscriptionStatus } from '../services/subscription/get-subscription-status';

export const handler = createApiHandler('subscription', {
  'GET /api/subscription/status': defineOperation({
    handle: async ({ user }) => {
      if (!user) throw new UnauthorizedError();
      return json(200, getSubscriptionStatus(user));
    },
  }),
});

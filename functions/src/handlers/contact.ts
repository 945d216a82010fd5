import { ContactRequestSchema } from '@befundklar/shared/schemas/auth';
import { getAdapters } from '../config/adapters';
import { json } from '../lib/http';
import { createApiHandler } from '../middleware/api-handler';
import { defineOperation } from '../middleware/api-request';
import { sendQuestion } from '../services/contact/send-question';

export const handler = createApiHandler('contact', {
  'POST /api/contact': defineOperation({
    body: ContactRequestSchema,
    handle: async ({ body, sourceIp }) => {
      const adapters = getAdapters();
      await sendQuestion({
        ...adapters,
        supportEmail: adapters.config.SUPPORT_EMAIL,
        input: body,
        ip: sourceIp,
      });
      return json(200, { message: 'Vielen Dank! Wir melden uns innerhalb von 24 Stunden.' });
    },
  }),
});

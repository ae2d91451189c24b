import { contactMessageInput, contactMessageSentSchema } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { clientIp } from '../auth/client-ip';
import { sendContactMessage } from './send-contact-message';

// Mounted at /api/contact.
export function contactRoutes() {
  // POST /api/contact – a contact-form message (feature, investment, general) to the team; visitors too
  return new Hono<AppEnv>().post(
    '/',
    describe({
      summary: 'Send a contact-form message to the team (visitors too)',
      tags: ['contact'],
      responses: { 201: json(contactMessageSentSchema, 'Stored and e-mailed to the team') },
    }),
    validate('json', contactMessageInput),
    async (c) => {
      const sender = {
        userId: c.get('user')?.id ?? null,
        clientIp: clientIp(c, c.get('deps').env.TRUSTED_PROXY),
      };
      return c.json(await sendContactMessage(c.get('deps'), sender, c.req.valid('json')), 201);
    },
  );
}

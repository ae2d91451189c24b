import { contactMessageInput } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { clientIp } from '../auth/client-ip';
import { sendContactMessage } from './send-contact-message';

// Mounted at /api/contact.
export function contactRoutes() {
  // POST /api/contact – a contact-form message (feature, investment, general) to the team; visitors too
  return new Hono<AppEnv>().post('/', validate('json', contactMessageInput), async (c) => {
    const sender = {
      userId: c.get('user')?.id ?? null,
      clientIp: clientIp(c, c.get('deps').env.TRUSTED_PROXY),
    };
    return c.json(await sendContactMessage(c.get('deps'), sender, c.req.valid('json')), 201);
  });
}

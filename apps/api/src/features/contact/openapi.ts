import { contactMessageSchema } from '@ankvidya/schemas';
import { z } from 'zod';
import { errors, json, type RouteDoc } from '../../http/openapi.js';

export const contactDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/contact',
    summary: 'Send a message',
    request: { body: json(contactMessageSchema) },
    responses: {
      201: json(z.object({ received: z.literal(true) }), 'Stored'),
      ...errors({ 400: 'Invalid message', 429: 'Rate limited' }),
    },
  },
];

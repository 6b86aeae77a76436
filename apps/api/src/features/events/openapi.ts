import { analyticsEventSchema } from '@ankvidya/schemas';
import { errors, json, type RouteDoc } from '../../http/openapi.js';

export const eventsDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/events',
    summary: 'Log an analytics event (dropped silently when over the rate limit)',
    request: { body: json(analyticsEventSchema) },
    responses: { 204: { description: 'Logged' }, ...errors({ 400: 'Invalid event' }) },
  },
];

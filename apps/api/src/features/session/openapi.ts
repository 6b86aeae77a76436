import { meResponseSchema, userProfileSchema } from '@ankvidya/schemas';
import { json, signedInOnly, type RouteDoc } from '../../http/openapi.js';

export const sessionDocs: RouteDoc[] = [
  signedInOnly({
    method: 'post',
    path: '/session',
    summary: 'Sign in: create the user or update lastLogin',
    responses: {
      200: json(userProfileSchema, 'Profile of a returning user'),
      201: json(userProfileSchema, 'Profile of a new user'),
    },
  }),
  {
    method: 'delete',
    path: '/session',
    summary: 'Sign out (the token lives in the browser: nothing to delete here)',
    responses: { 204: { description: 'Signed out' } },
  },
  signedInOnly({
    method: 'get',
    path: '/me',
    summary: 'Profile, reports, payments, invoices and credit notes',
    responses: { 200: json(meResponseSchema, 'Me') },
  }),
];

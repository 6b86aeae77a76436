import {
  accountExportSchema,
  consentBodySchema,
  consentSchema,
  meResponseSchema,
  userProfileSchema,
} from '@ankvidya/schemas';
import { z } from 'zod';
import { errors, json, signedInOnly, type RouteDoc } from '../../http/openapi.js';

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
  signedInOnly({
    method: 'post',
    path: '/me/consents',
    summary: 'Record that the data notice of this version was shown and acknowledged',
    request: { body: { content: { 'application/json': { schema: consentBodySchema } } } },
    responses: {
      201: json(z.object({ consents: z.array(consentSchema) }), "The account's consents"),
      ...errors({ 400: 'invalid_input: an unknown notice version or language' }),
    },
  }),
  signedInOnly({
    method: 'get',
    path: '/me/export',
    summary: 'Everything stored about the account, as a JSON download',
    responses: { 200: json(accountExportSchema, 'The account data') },
  }),
  signedInOnly({
    method: 'delete',
    path: '/me',
    summary:
      'Delete the account: the sign-in at the provider, the profile, reports and consents; payments stay only as the tax record',
    responses: {
      204: { description: 'Deleted' },
      ...errors({ 503: 'delete_failed: the provider could not be reached; nothing was deleted' }),
    },
  }),
];

import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { errorResponseSchema } from '@ankvidya/schemas';
import type { z } from 'zod';

/**
 * One route of the API as the document describes it: its request parts are the very zod objects
 * the router validates with, so the two cannot drift apart (docs/decisions.md).
 */
export type RouteDoc = RouteConfig;

/** A JSON body or answer described by a zod schema. */
export const json = (schema: z.ZodType, description = '') => ({
  description,
  content: { 'application/json': { schema } },
});

/** The JSON error shape every failure answers with, one entry per status. */
export function errors(byStatus: Record<number, string>): Record<number, ResponseConfig> {
  return Object.fromEntries(
    Object.entries(byStatus).map(([status, text]) => [status, json(errorResponseSchema, text)]),
  );
}

/** A signed-in route: the bearer token it needs, and the 401 it answers without one. */
export const signedInOnly = (route: RouteDoc): RouteDoc => ({
  ...route,
  security: [{ bearer: [] }],
  responses: {
    ...route.responses,
    ...errors({ 401: 'Missing, malformed, expired or revoked sign-in token' }),
  },
});

/** Builds the OpenAPI 3.1 document from the routes each feature declares beside its router. */
export function buildOpenApiDocument(routes: readonly RouteDoc[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'Firebase ID token',
  });
  for (const route of routes) registry.registerPath(route);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Ankvidya API', version: '1.2.0' },
    servers: [{ url: '/api' }],
  });
}

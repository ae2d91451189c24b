import { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { withAuthPaths } from './auth-document';
import { describe, json } from './describe';

const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every route the app mounts, generated from
 * the routes' descriptions (describe) and request schemas (validate), with better-auth's
 * endpoints as its OpenAPI plugin describes them (auth-document.ts). Built on the first call and
 * kept; a build that fails is not kept, so the next request tries again.
 */
export function openApiRoutes(app: Hono<AppEnv>) {
  let document: Promise<unknown> | undefined;
  return new Hono<AppEnv>().get(
    '/openapi.json',
    describe({
      summary: 'This document: every API route with its request and response schemas',
      tags: ['reference'],
      responses: { 200: json(openApiDocumentSchema, 'The OpenAPI 3.1 document') },
    }),
    async (c) => {
      document ??= generateSpecs(app, {
        documentation: {
          openapi: '3.1.0',
          info: {
            title: 'Partnerly API',
            version: '1',
            description:
              'The API of the Partnerly web app. Sign-in is a session cookie (POST /api/auth/sign-in/email); ' +
              'requests that change data must come from the app origin (Origin header).',
          },
        },
        // The web app's pages and files are served under the same app, outside /api.
        exclude: [/^(?!\/api\/)/],
        // Routes whose last segment has a dot (openapi.json, docs/swagger-ui.js) are API routes too.
        excludeStaticFile: false,
      })
        .then((spec) => withAuthPaths(spec, c.get('deps').auth))
        .catch((error: unknown) => {
          document = undefined;
          throw error;
        });
      return c.json(await document);
    },
  );
}

import { errorBodySchema } from '@partnerly/contracts';
import type { MiddlewareHandler } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import type { AppEnv } from '../context';

/** One documented answer of a route: a JSON body with its zod schema, or another media type. */
export interface ResponseSpec {
  description: string;
  /** The JSON body (application/json). */
  schema?: z.ZodType;
  /** A body that is not JSON: an event stream, an HTML page, a script, a CSV file, a calendar, an image, a redirect (no body). */
  media?:
    | 'text/event-stream'
    | 'text/csv'
    | 'text/html'
    | 'text/javascript'
    | 'text/css'
    | 'text/calendar'
    | 'application/octet-stream'
    | 'application/pdf'
    | 'image/*';
}

export interface RouteSpec {
  /** One line: what the route does, as the reference page lists it. */
  summary: string;
  /** Groups routes on the reference page; the module's name. */
  tags: string[];
  description?: string;
  /**
   * Every success answer the route gives. Error answers share the one error body (documented
   * as 4XX); list an error status here only when its body is another (readiness's 503).
   */
  responses: Partial<Record<number, ResponseSpec>>;
}

/** A JSON answer with its contract schema. */
export function json(schema: z.ZodType, description = 'OK'): ResponseSpec {
  return { description, schema };
}

/** The one error answer of every route (4XX), better-auth's too: auth.routes rewrites its bodies. */
export const ERROR_RESPONSE = {
  description: 'Refused: the body says why ({ error: { code, message, fields? } })',
  content: { 'application/json': { schema: resolver(errorBodySchema) } },
};

function openApiResponses(responses: RouteSpec['responses']) {
  const documented: Record<string, unknown> = {};
  for (const [status, spec] of Object.entries(responses)) {
    if (!spec) continue;
    const content = spec.schema
      ? { 'application/json': { schema: resolver(spec.schema) } }
      : spec.media
        ? { [spec.media]: {} }
        : undefined;
    documented[status] = content
      ? { description: spec.description, content }
      : { description: spec.description };
  }
  documented['4XX'] = ERROR_RESPONSE;
  return documented;
}

/**
 * Describes a route for the OpenAPI document (GET /api/openapi.json) and, where the app checks
 * its answers (createTestApp), checks each answer against what is described: a success status
 * the route does not declare, or a JSON body that does not match its schema, fails the request
 * with a 500 that names the difference; an error answer must have the API's error body.
 */
export function describe(spec: RouteSpec): MiddlewareHandler<AppEnv> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (!c.get('deps').checkResponses) return;
    await checkResponse(c.req.method, c.req.routePath, c.res, spec);
  };
  return Object.assign(middleware, {
    [uniqueSymbol]: {
      spec: {
        summary: spec.summary,
        tags: spec.tags,
        description: spec.description,
        responses: openApiResponses(spec.responses),
      },
    },
  });
}

async function checkResponse(
  method: string,
  routePath: string,
  res: Response,
  spec: RouteSpec,
): Promise<void> {
  const where = `${method} ${routePath} answered ${res.status}`;
  const isJson = res.headers.get('content-type')?.includes('application/json') ?? false;
  const documented = spec.responses[res.status];
  if (res.status >= 400 && !documented) {
    if (!isJson) throw new Error(`${where} without the API's JSON error body`);
    const parsed = errorBodySchema.safeParse(await res.clone().json());
    if (!parsed.success)
      throw new Error(`${where} with an error body that is not the API's: ${parsed.error.message}`);
    return;
  }
  if (!documented) throw new Error(`${where}, a status its description does not declare`);
  if (!documented.schema) return;
  if (!isJson) throw new Error(`${where} without the JSON body its description declares`);
  const parsed = documented.schema.safeParse(await res.clone().json());
  if (!parsed.success) {
    throw new Error(`${where} with a body that does not match its schema: ${parsed.error.message}`);
  }
}

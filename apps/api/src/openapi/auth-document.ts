import type { Auth } from '../modules/auth/auth';
import { ERROR_RESPONSE } from './describe';

type Json = Record<string, unknown>;
type Operation = Json & { description?: string; operationId?: string; responses?: Record<string, Json> };
type Document = Json & { paths?: Record<string, Json>; components?: Json & { schemas?: Json } };

const AUTH_BASE = '/api/auth';

/**
 * OpenAPI 3.0's `nullable: true` (which better-auth still writes) as 3.1 says it: a type list
 * with 'null'.
 */
function toOpenApi31(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toOpenApi31);
  if (!value || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Json;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, toOpenApi31(item)]));
  if (nullable === true && typeof converted.type === 'string') converted.type = [converted.type, 'null'];
  return converted;
}

/**
 * One better-auth operation as our document describes routes: tag 'auth', its description as
 * the summary, its success answers, and our error body for every refusal (auth.routes rewrites
 * better-auth's error bodies into it). Its `security` (a bearer token we do not offer) is left
 * out: the session is a cookie, as everywhere in the API.
 */
function asOurOperation(operation: Operation): Operation {
  const { security: _security, tags: _tags, description, responses = {}, ...rest } = operation;
  const success = Object.fromEntries(Object.entries(responses).filter(([status]) => /^[23]/.test(status)));
  // The OAuth callback documents no answer: it redirects the browser.
  if (Object.keys(success).length === 0) success['302'] = { description: 'Redirects the browser' };
  return {
    ...rest,
    tags: ['auth'],
    summary: description ?? rest.operationId ?? 'better-auth endpoint',
    responses: { ...success, '4XX': ERROR_RESPONSE },
  };
}

/**
 * Our document with better-auth's endpoints (GET|POST /api/auth/*, one handler) added under
 * /api/auth, as better-auth's OpenAPI plugin describes them. The plugin leaves out the paths
 * auth.ts disables. Its schemas (User, Session...) join ours; a name both use is an error.
 */
export async function withAuthPaths(generated: object, auth: Auth): Promise<Document> {
  const document = generated as Document;
  const authDocument = toOpenApi31(await auth.api.generateOpenAPISchema()) as Document;
  const paths = { ...document.paths };
  for (const [path, item] of Object.entries(authDocument.paths ?? {})) {
    paths[`${AUTH_BASE}${path}`] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => [method, asOurOperation(operation as Operation)]),
    );
  }
  const schemas = { ...document.components?.schemas };
  for (const [name, schema] of Object.entries(authDocument.components?.schemas ?? {})) {
    if (name in schemas) throw new Error(`OpenAPI: the schema name ${name} is ours and better-auth's`);
    schemas[name] = schema;
  }
  return { ...document, paths, components: { ...document.components, schemas } };
}

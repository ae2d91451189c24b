import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import { validationError } from './errors';

/** The answer's message for a failed validation, from its issues; undefined keeps the default. */
export type ValidationMessage = (issues: readonly z.core.$ZodIssue[]) => string | undefined;

/**
 * zod validation of one request part; failures become a 400 with field messages (and the
 * message `messageOf` picks, when the spec words the refusal as one sentence). The schema
 * also describes the request in the OpenAPI document (the metadata hono-openapi's own
 * validator attaches).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  messageOf?: ValidationMessage,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error, messageOf?.(result.error.issues));
  });
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

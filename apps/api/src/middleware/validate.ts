import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import { validationError } from './errors';

interface ValidateOptions {
  /** The 400's top message for these field messages (default 'Please fix the errors in the form'). */
  message?(fieldMessages: string[]): string;
}

/**
 * zod validation of one request part; failures become a 400 with field messages. The schema
 * also describes the request in the OpenAPI document (the metadata hono-openapi's own
 * validator attaches).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  options: ValidateOptions = {},
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) {
      const messages = result.error.issues.map((issue) => issue.message);
      throw validationError(result.error, options.message?.(messages));
    }
  });
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

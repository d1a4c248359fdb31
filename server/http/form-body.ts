import 'server-only';
import type { z } from 'zod';

/**
 * A form-encoded POST body validated by a contract schema (docs/design.md §2: bodies are
 * form-encoded). `required` makes the validator run whatever the content type, so a body sent
 * as JSON or with no type is a 400 with per-field messages rather than an empty object.
 */
export const formBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema } },
});

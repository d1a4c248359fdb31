/**
 * Turns zod issues into the per-field Russian messages of the envelope. Schemas carry their own
 * Russian messages (from the spec's validation tables); anything without one falls back to a
 * generic Russian text, never to zod's English default.
 */
import 'server-only';
import type { z } from 'zod';
import { messages } from './app-error';

const hasCyrillic = (text: string) => /[А-Яа-яЁё]/.test(text);

export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (errors[field]) continue;
    if (hasCyrillic(issue.message)) errors[field] = issue.message;
    else if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
      errors[field] = messages.required;
    else errors[field] = messages.invalid;
  }
  return errors;
}

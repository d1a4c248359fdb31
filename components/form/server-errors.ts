import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError, SERVER_ERROR_TEXT } from '@/lib/api/errors';

/**
 * Puts the per-field messages of a failed call (the envelope's `errors`, docs/design.md §2) on the
 * form's fields as 'server' errors (docs/style.md §5); `fields` limits which may take one. Answers
 * the fields that got a message.
 */
export function setServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly string[],
): string[] {
  if (!isApiError(error)) return [];
  const set: string[] = [];
  for (const [field, message] of Object.entries(error.errors ?? {})) {
    if (fields && !fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message });
    set.push(field);
  }
  return set;
}

/**
 * The form-level message of a failed send (accounts.md §8; lib/api/logged.ts): a refusal (4xx)
 * shows the server's message; a failure (no answer, 5xx) the form's default, 'Ошибка сервера'
 * ("Any API error") unless the spec names another.
 */
export function serverMessage(error: unknown, fallback: string = SERVER_ERROR_TEXT): string {
  if (!isApiError(error)) return fallback;
  return error.status === 0 || error.status >= 500 ? fallback : error.message || fallback;
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError, SERVER_ERROR_TEXT } from '@/lib/api/errors';

/**
 * A form's send is rethrown to the form (accounts.md §8; lib/api/logged.ts): this puts the
 * server's per-field messages on the form's fields (STYLE.md §5) and answers the message for the
 * form as a whole. A refusal (4xx) shows the server's message; a failure (no answer, 5xx) shows
 * the form's §8 default: 'Ошибка сервера' ("Any API error") unless the spec names another.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string = SERVER_ERROR_TEXT,
): string {
  if (!isApiError(error)) return fallback;
  for (const [field, message] of Object.entries(error.errors ?? {})) {
    if ((fields as readonly string[]).includes(field))
      setError(field as Path<T>, { type: 'server', message });
  }
  return error.status === 0 || error.status >= 500 ? fallback : error.message || fallback;
}

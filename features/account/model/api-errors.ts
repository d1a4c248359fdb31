import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api/errors';

/**
 * Puts the server's per-field messages on the form's fields (STYLE.md §5) and answers the
 * message to show for the form as a whole: the server's, else `fallback`.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string {
  if (!isApiError(error)) return fallback;
  for (const [field, message] of Object.entries(error.errors ?? {})) {
    if ((fields as readonly string[]).includes(field))
      setError(field as Path<T>, { type: 'server', message });
  }
  return error.status === 0 || error.status >= 500 ? fallback : error.message || fallback;
}

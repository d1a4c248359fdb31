/**
 * accounts.md §5: errors show only when the field has content. An empty field keeps quiet
 * (the submit button, disabled until the form is valid, says enough).
 */
export function visibleError(error: string | undefined, value: unknown): string | undefined {
  if (!error) return undefined;
  if (value === undefined || value === null || value === false) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  return error;
}

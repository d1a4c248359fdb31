/** Whether a field holds something: an empty one keeps quiet (accounts.md §5). */
export function hasContent(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string' && value.trim() === '') return false;
  if (Array.isArray(value) && value.length === 0) return false;
  return true;
}

/**
 * accounts.md §5: errors show only when the field has content. An empty field keeps quiet
 * (the submit button, disabled until the form is valid, says enough).
 */
export function visibleError(error: string | undefined, value: unknown): string | undefined {
  return error && hasContent(value) ? error : undefined;
}

/**
 * The error wiring of a plain form's fields (issue #37: the forms that work before any script,
 * shown again by a page with the server's messages): each field's id, its `aria-invalid` and
 * `aria-describedby`, and the line that says what is wrong. Server-rendered, no state.
 */
export function plainFieldErrors(
  idPrefix: string,
  errors: Readonly<Record<string, string>> | undefined,
  errorClassName: string | undefined,
) {
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const errorOf = (field: string) => errors?.[field];
  return {
    idOf,
    aria: (field: string) =>
      errorOf(field)
        ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(field)}-error` }
        : {},
    errorLine: (field: string) =>
      errorOf(field) ? (
        <span id={`${idOf(field)}-error`} className={errorClassName}>
          {errorOf(field)}
        </span>
      ) : null,
  };
}

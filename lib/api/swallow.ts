/**
 * The spec's quiet calls (storefront.md §8, SF-8.06/8.07): search, pre-search and the general
 * banners swallow errors and answer null, so that what depends on them simply shows nothing, on
 * the server too (the results page renders there). A failure is still logged, with what was
 * asked; a cancelled call (a newer query replaced it) is not a failure and is not logged.
 */
export async function orNull<T>(
  area: string,
  call: string,
  context: Record<string, unknown>,
  run: () => Promise<T>,
): Promise<T | null> {
  return settleQuietly(run, null, (error) =>
    console.error(`[${area}] ${call} failed`, context, error),
  );
}

/**
 * The one mechanism behind every call whose failure is only logged (storefront.md §8,
 * accounts.md §8): the fallback instead of the error, which goes to `log` unless the caller
 * cancelled the call (a newer query, an unmounted view: that did not fail).
 */
export async function settleQuietly<T, F>(
  run: () => Promise<T>,
  fallback: F,
  log: (error: unknown) => void,
): Promise<T | F> {
  try {
    return await run();
  } catch (error) {
    if ((error as { name?: string } | null)?.name !== 'AbortError') log(error);
    return fallback;
  }
}

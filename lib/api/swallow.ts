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
  try {
    return await run();
  } catch (error) {
    if ((error as { name?: string } | null)?.name !== 'AbortError') {
      console.error(`[${area}] ${call} failed`, context, error);
    }
    return null;
  }
}

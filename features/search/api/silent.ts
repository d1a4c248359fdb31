/**
 * The spec's silent rule for search (storefront.md §8): a failed search or pre-search call
 * shows nothing and breaks nothing, it answers null. It is still logged, with what was asked.
 */
export async function silently<T>(
  call: string,
  context: Record<string, unknown>,
  run: () => Promise<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if ((error as { name?: string } | null)?.name !== 'AbortError') {
      console.error(`[search] ${call} failed`, context, error);
    }
    return null;
  }
}

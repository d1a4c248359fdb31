/**
 * Runs once when the Next server starts. The work is Node-only (instrumentation-node.ts); the
 * literal `process.env.NEXT_RUNTIME` check lets Next drop that import from its Edge build, which
 * would otherwise trace the database client into a runtime that cannot run it.
 */
export async function register() {
  // eslint-disable-next-line no-restricted-syntax -- must stay literal for Next to strip it
  if (process.env.NEXT_RUNTIME === 'nodejs')
    await (await import('./instrumentation-node')).registerNode();
}

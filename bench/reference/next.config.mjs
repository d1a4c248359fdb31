import path from 'node:path';

/** The bare reference app of `npm run bench:pages` (README.md beside this file). */
const config = {
  poweredByHeader: false,
  // Resolve next and react from the project root, as the shop does.
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
};

export default config;

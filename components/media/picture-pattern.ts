/**
 * A picture's URL patterns (./responsive-picture.tsx sizes a picture once on the server and
 * ./lazy-picture.tsx fills in each of its files): shared by the server and the browser, so in a
 * module of its own, not a client one.
 */
export const FILE_MARK = '{file}';

/** A file's URL (or srcset) from the server's pattern. */
export const fromPattern = (pattern: string, file: string) =>
  pattern.split(FILE_MARK).join(encodeURIComponent(file));

/** A path segment the catalogue, press and vacancy pages accept; anything else is a 404. */
const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

export const isSlug = (value: string): boolean => SLUG.test(value);

/**
 * The names 1C uploads files under (`mode=file&filename=…`) and the names inside its zip, made
 * into a path inside the session's working folder (docs/1c-exchange.md «The protocol»). 1C on
 * Windows writes `import_files\ab\….jpg`: the folders are kept (the XML's `Картинка` names the
 * picture by that relative path). Anything that could leave the folder or mean something else
 * to the file system is refused, never repaired: `..`, an absolute path, a drive letter or an
 * alternate stream (`:`), a NUL or other control character, names Windows reserves.
 */
import 'server-only';

/** Folders deeper than this are not something 1C writes. */
const MAX_DEPTH = 16;
/** Bytes of one path segment (the usual file-system limit). */
const MAX_SEGMENT_BYTES = 255;
const MAX_NAME_CHARS = 1024;

// Control characters, and what Windows forbids in a name (`:` also makes a drive or a stream).
const FORBIDDEN = /[\u0000-\u001f\u007f<>:"|?*]/;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * The relative POSIX path (`import_files/ab/x.jpg`) of an uploaded name, or null when it must be
 * refused.
 */
export function exchangeFileName(raw: string): string | null {
  if (raw.length === 0 || raw.length > MAX_NAME_CHARS) return null;
  const name = raw.normalize('NFC').replace(/\\/g, '/');
  // '/tmp/x', '//server/share', 'C:/…' (the ':' is refused below as well).
  if (name.startsWith('/') || /^[a-z]:/i.test(name)) return null;
  const segments: string[] = [];
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') return null;
    if (FORBIDDEN.test(segment)) return null;
    // Windows drops trailing dots and spaces, so 'a.xml.' and 'a.xml' would be one file there.
    if (/[. ]$/.test(segment) || segment !== segment.trim()) return null;
    if (WINDOWS_RESERVED.test(segment)) return null;
    if (Buffer.byteLength(segment, 'utf8') > MAX_SEGMENT_BYTES) return null;
    segments.push(segment);
  }
  if (segments.length === 0 || segments.length > MAX_DEPTH) return null;
  return segments.join('/');
}

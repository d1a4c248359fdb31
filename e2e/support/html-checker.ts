/**
 * The Nu HTML Checker (the W3C validator, npm's `vnu-jar`) over pages the shop served: the
 * pages are written to a folder of their own and checked in one run of the checker, and each
 * error comes back with the page's address. The checker is a Java program: Java comes from
 * Debian's `default-jre-headless` (scripts/provision.sh).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const VNU_JAR = path.join(
  process.cwd(),
  'node_modules',
  'vnu-jar',
  'build',
  'dist',
  'vnu.jar',
);

/** A page as the shop served it: its address (with who asked, if it matters) and its HTML. */
export interface ServedPage {
  address: string;
  html: string;
}

/** One error of the checker, on the page at `address`. */
export interface HtmlError {
  address: string;
  line?: number;
  column?: number;
  message: string;
  /** The checker's piece of the page around the error. */
  extract?: string;
}

/** The checker's JSON report (`--format json`); `non-document-error` is a page it could not read. */
interface VnuReport {
  messages: {
    type: 'error' | 'info' | 'non-document-error';
    url?: string;
    lastLine?: number;
    firstColumn?: number;
    lastColumn?: number;
    message: string;
    extract?: string;
  }[];
}

/** Every error the checker finds in `pages`, in their order. */
export async function htmlErrors(pages: readonly ServedPage[]): Promise<HtmlError[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'html-checker-'));
  try {
    // File names the checker's report gives back: the page's place in the list.
    const names = pages.map((_, i) => `page-${String(i).padStart(3, '0')}.html`);
    await Promise.all(
      pages.map((page, i) => writeFile(path.join(folder, names[i]!), page.html, 'utf8')),
    );
    const report = await runChecker(names.map((name) => path.join(folder, name)));
    const addressOf = (url: string | undefined) => {
      const index = url ? names.indexOf(path.basename(decodeURIComponent(url))) : -1;
      return index >= 0 ? pages[index]!.address : (url ?? '(the checker itself)');
    };
    return report.messages
      .filter((message) => message.type !== 'info')
      .map((message) => ({
        address: addressOf(message.url),
        line: message.lastLine,
        column: message.firstColumn ?? message.lastColumn,
        message: message.message,
        extract: message.extract,
      }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** One line per error: 'address line.column: message', then the page's piece, one line. */
export function describeHtmlErrors(errors: readonly HtmlError[]): string[] {
  return errors.map((error) => {
    const place = error.line === undefined ? '' : ` ${error.line}.${error.column ?? 0}`;
    const extract = error.extract ? `\n    ${error.extract.replace(/\s+/g, ' ').trim()}` : '';
    return `${error.address}${place}: ${error.message}${extract}`;
  });
}

/** Runs the checker once over `files`: errors only, its JSON report on stdout. */
function runChecker(files: readonly string[]): Promise<VnuReport> {
  const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files];
  return new Promise((resolve, reject) => {
    const java = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    java.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    java.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    java.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              'The HTML checker needs Java: run scripts/provision.sh (default-jre-headless)',
            )
          : error,
      ),
    );
    java.on('close', (code) => {
      // 0: no error, 1: errors found; the report says which. Anything else is the checker failing.
      const text = Buffer.concat(out).toString('utf8');
      try {
        if (code !== 0 && code !== 1) throw new Error(`exit code ${code}`);
        resolve(JSON.parse(text) as VnuReport);
      } catch (cause) {
        const stderr = Buffer.concat(err).toString('utf8').trim();
        reject(new Error(`The HTML checker failed: ${stderr || text}`, { cause }));
      }
    });
  });
}

/**
 * The repository carries its own decisions (issue #36): the code and the docs cite
 * docs/design.md, docs/style.md, docs/toolchain.md and docs/adr/, never the team's notes kept
 * outside the repository or a path that climbs out of it. A cited section must have its heading,
 * so that "docs/design.md §3" still leads somewhere after the page changes. The checks are one
 * function, run on the whole tree and on small made-up files, so that each kind of mistake is
 * proven to be caught.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// Spelled in parts, so that this file does not name what it forbids.
const OUTSIDE_NOTES = ['DESIGN', 'STYLE', 'TOOLCHAIN'].map((name) => `${name}.md`);
const OUTSIDE_PATH = ['..', 'shared'].join('/');
/** The team's folder beside the repository (its spec and notes), not a module's own `../shared/`. */
const OUTSIDE_FOLDER = new RegExp(
  `${OUTSIDE_PATH.replace(/\./g, '\\.')}/(?:spec|hooks|${OUTSIDE_NOTES.map((n) => n.replace('.md', '')).join('|')})\\b`,
);

/** Not part of the repository: installed, built, generated or written by a run. */
const SKIPPED_ANYWHERE = new Set(['node_modules', '.next', '.git']);
const SKIPPED_AT_ROOT = new Set([
  '.data',
  'test-results',
  'playwright-report',
  'blob-report',
  'coverage',
]);

/** `docs/design.md §3`, `§5–6`, `§3, §6`, `§3 and §6`: the section ids after a page's name. */
const CITATION =
  /docs\/(design|style)\.md((?:(?:\s*,\s*|\s+and\s+|\s*[–-]\s*|\s+)§\s*\d+[a-z]?|[–-]\d+[a-z]?)+)/g;
/** A link to a section: `design.md#3-sessions-and-tokens`. */
const ANCHOR = /\b(design|style)\.md#(\d+[a-z]?)-/g;
/** A page of docs/ named by its path from the root (not `node_modules/next/dist/docs/…`). */
const DOCS_PAGE = /(?<![\w./-])docs\/[\w./-]+\.md\b/g;

type Page = 'design' | 'style';

interface SourceFile {
  /** From the repository's root. */
  path: string;
  text: string;
}

/** The section ids of a page: `## 4a. The manufacturer's 1C` is `4a`. */
function sectionIds(markdown: string): string[] {
  return [...markdown.matchAll(/^#{2,3} (\d+[a-z]?)\. /gm)].map((m) => m[1]!);
}

/** Every wrong reference, one line each (`file:line: …`); empty when all are sound. */
function referenceProblems(
  files: readonly SourceFile[],
  sections: Record<Page, ReadonlySet<string>>,
  exists: (pathFromRoot: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const file of files) {
    file.text.split('\n').forEach((line, index) => {
      const at = `${file.path}:${index + 1}`;
      for (const name of OUTSIDE_NOTES)
        if (line.includes(name)) problems.push(`${at}: names ${name}, which is not in docs/`);
      if (OUTSIDE_FOLDER.test(line))
        problems.push(`${at}: names ${OUTSIDE_PATH}, outside the repository`);
      for (const [, page, ids] of line.matchAll(CITATION))
        for (const id of ids!.match(/\d+[a-z]?/g) ?? [])
          if (!sections[page as Page].has(id))
            problems.push(`${at}: docs/${page}.md has no §${id}`);
      for (const [, page, id] of line.matchAll(ANCHOR))
        if (!sections[page as Page].has(id!)) problems.push(`${at}: ${page}.md has no §${id}`);
      for (const [page] of line.matchAll(DOCS_PAGE))
        if (!exists(page)) problems.push(`${at}: ${page} does not exist`);
    });
  }
  return problems;
}

/** The repository's text files, without what is installed, built or written by a run. */
function repositoryFiles(dir = root): SourceFile[] {
  const files: SourceFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_ANYWHERE.has(entry.name)) continue;
    if (dir === root && SKIPPED_AT_ROOT.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      files.push(...repositoryFiles(full));
    } else if (entry.isFile()) {
      const bytes = readFileSync(full);
      // Git's test for a binary file: a NUL byte near the start (fonts, pictures, video).
      if (bytes.subarray(0, 8000).includes(0)) continue;
      files.push({
        path: path.relative(root, full).split(path.sep).join('/'),
        text: bytes.toString(),
      });
    }
  }
  return files;
}

const sectionsOf = (page: Page) =>
  new Set(sectionIds(readFileSync(path.join(root, `docs/${page}.md`), 'utf8')));

describe('references to the decisions (issue #36)', () => {
  it('docs/design.md and docs/style.md keep the numbering the code cites', () => {
    expect([...sectionsOf('design')]).toEqual(['1', '2', '3', '4', '4a', '5', '6', '7']);
    expect([...sectionsOf('style')]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('no file names notes outside the repository, and every cited section exists', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(500);
    const problems = referenceProblems(
      files,
      { design: sectionsOf('design'), style: sectionsOf('style') },
      (page) => existsSync(path.join(root, page)),
    );
    expect(problems).toEqual([]);
  });

  describe('catches', () => {
    const sections = { design: new Set(['1', '2', '3', '4a']), style: new Set(['1', '5', '6']) };
    // Spelled in parts, so that the whole tree's check above does not find them in this file.
    const missingPage = 'docs/' + 'upgrade-notes.md';
    const missingAnchor = '[x](design.md#' + '9-scale)';
    const pages = new Set(['docs/design.md', 'docs/style.md']);
    const check = (text: string) =>
      referenceProblems([{ path: 'lib/a.ts', text }], sections, (page) => pages.has(page));

    it('nothing in sound references', () => {
      expect(
        check(
          '// docs/design.md §3, §4a and docs/style.md §5–6: see [§1](../design.md#1-two-halves)\n' +
            '// docs/design.md §2 and issue 3; docs/design.md (the page)\n' +
            `import { pageOf } from '${OUTSIDE_PATH}/list';`,
        ),
      ).toEqual([]);
    });

    it("the team's note files by name", () => {
      const [design, style, toolchain] = OUTSIDE_NOTES;
      expect(check(`// ${design} §3\n// ${style}\n/* ${toolchain} */`)).toEqual([
        `lib/a.ts:1: names ${design}, which is not in docs/`,
        `lib/a.ts:2: names ${style}, which is not in docs/`,
        `lib/a.ts:3: names ${toolchain}, which is not in docs/`,
      ]);
    });

    it('a path out of the repository', () => {
      expect(check(`see ${OUTSIDE_PATH}/spec/storefront.md`)).toEqual([
        `lib/a.ts:1: names ${OUTSIDE_PATH}, outside the repository`,
      ]);
    });

    it('a section that has no heading, alone, in a list, in a range or as a link', () => {
      expect(check('docs/design.md §5')).toEqual(['lib/a.ts:1: docs/design.md has no §5']);
      expect(check('docs/design.md §3, §4')).toEqual(['lib/a.ts:1: docs/design.md has no §4']);
      expect(check('docs/style.md §5–7')).toEqual(['lib/a.ts:1: docs/style.md has no §7']);
      expect(check('docs/style.md §1 and §2')).toEqual(['lib/a.ts:1: docs/style.md has no §2']);
      expect(check(missingAnchor)).toEqual(['lib/a.ts:1: design.md has no §9']);
    });

    it('a page of docs/ that does not exist', () => {
      expect(check(missingPage)).toEqual([`lib/a.ts:1: ${missingPage} does not exist`]);
      expect(check(`node_modules/next/dist/${missingPage}`)).toEqual([]);
    });
  });
});

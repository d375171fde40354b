import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The READMEs are the project's front doors and send readers from folder to folder; a link that
// points at nothing (a file moved, a heading renamed) fails here, each one named with its file.

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', '.cache']);
const SKIPPED_PATHS = new Set(['demo/.data']);
const DOCUMENTS = new Set(['README.md', 'SECURITY.md']);

/** Every README.md and SECURITY.md under `root`, as paths relative to it. */
function findDocuments(root: string, folder = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !SKIPPED_PATHS.has(path)) found.push(...findDocuments(root, path));
    } else if (DOCUMENTS.has(entry.name)) {
      found.push(path);
    }
  }
  return found.sort();
}

/** The markdown with fenced code blocks and inline code spans blanked out, line breaks kept. */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\2[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, (span) => span.replace(/[^\n]/g, ' '));
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped (but `-` and `_`), spaces → `-`. */
function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings, a repeated heading getting `-1`, `-2` … as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const fences = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm;
  for (const [, text = ''] of markdown.replace(fences, '').matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/gm)) {
    const slug = slugOf(text);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of a markdown file's inline links `[text](target)` and reference definitions, code left out. */
function linkTargetsOf(markdown: string): { target: string; line: number }[] {
  const text = withoutCode(markdown);
  const targets: { target: string; line: number }[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
    targets.push({ target: (match[1] ?? '').replace(/^<|>$/g, ''), line: lineOf(match.index) });
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*(\S+)/gm)) {
    targets.push({ target: match[1] ?? '', line: lineOf(match.index) });
  }
  return targets;
}

/** Every relative link of the documents under `root` that points at no file, folder or heading. */
function findBrokenLinks(root: string): string[] {
  const broken: string[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchorsAt = (file: string) => {
    let anchors = anchorCache.get(file);
    if (anchors === undefined) {
      anchors = anchorsOf(readFileSync(file, 'utf8'));
      anchorCache.set(file, anchors);
    }
    return anchors;
  };
  for (const document of findDocuments(root)) {
    const file = join(root, document);
    for (const { target, line } of linkTargetsOf(readFileSync(file, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:, tel: …
      const hashAt = target.indexOf('#');
      const pathPart = decodeURIComponent(hashAt === -1 ? target : target.slice(0, hashAt));
      const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
      const resolved = pathPart === '' ? file : pathPart.startsWith('/') ? join(root, pathPart) : resolve(dirname(file), pathPart);
      const where = `${document}:${line} → ${target}`;
      if (!existsSync(resolved)) {
        broken.push(`${where} (no ${relative(root, resolved) || '.'})`);
      } else if (anchor !== undefined && anchor !== '' && statSync(resolved).isFile() && resolved.endsWith('.md')) {
        if (!anchorsAt(resolved).has(anchor.toLowerCase())) broken.push(`${where} (no heading #${anchor} in ${relative(root, resolved)})`);
      }
    }
  }
  return broken;
}

describe('links in the READMEs', () => {
  it('every relative link in a README.md or SECURITY.md points at a file, folder or heading that exists', () => {
    const broken = findBrokenLinks(REPO);
    expect(broken, `${broken.length} broken link(s):\n${broken.join('\n')}`).toEqual([]);
  });

  it('finds the READMEs across the tree, the top one and the folders', () => {
    const documents = findDocuments(REPO);
    expect(documents).toContain('README.md');
    expect(documents).toContain('widgets/README.md');
    expect(documents.some((path) => path.startsWith('node_modules/'))).toBe(false);
  });

  it('keeps the top README a front door: at most 15,000 bytes, the rest in the folders’ READMEs', () => {
    expect(statSync(join(REPO, 'README.md')).size).toBeLessThanOrEqual(15_000);
  });
});

describe('the link check itself', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  function tree(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'readme-links-'));
    roots.push(root);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it('reports every missing file, folder and heading, and nothing that exists', () => {
    const root = tree({
      'README.md': [
        '# Top',
        '',
        'See [the docs](docs/README.md), [the guide](docs/README.md#getting-started), [a folder](docs/),',
        '[gone](docs/gone.md), [no such heading](docs/README.md#nowhere), [here](#top), [lost](#lost),',
        '[the web](https://example.com/x.md), [mail](mailto:a@example.com), `[code](not/a/link.md)`.',
        '',
        '```md',
        '[fenced](not/a/link/either.md)',
        '```',
      ].join('\n'),
      'docs/README.md': "# Docs\n\n## Getting started\n\n## The owner's `admin` app\n\n[back](../README.md) [up](../missing/)\n",
    });
    expect(findBrokenLinks(root)).toEqual([
      'README.md:4 → docs/gone.md (no docs/gone.md)',
      'README.md:4 → docs/README.md#nowhere (no heading #nowhere in docs/README.md)',
      'README.md:4 → #lost (no heading #lost in README.md)',
      'docs/README.md:7 → ../missing/ (no missing)',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(slugOf("`admin` (the owner's admin app)")).toBe('admin-the-owners-admin-app');
    expect(slugOf('Choices where the specification is silent')).toBe('choices-where-the-specification-is-silent');
    expect(slugOf('Dependencies, and why')).toBe('dependencies-and-why');
    expect(slugOf('Site accounts and permissions')).toBe('site-accounts-and-permissions');
    expect([...anchorsOf('# A\n## Notes\n### Notes\n')]).toEqual(['a', 'notes', 'notes-1']);
  });
});

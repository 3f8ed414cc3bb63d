// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/spec-deviations.md says that anything it does not list follows the specs, so each entry
 * must point at the test that shows its behaviour (issue 36): a `- **Test**:` line naming one or
 * more `path` "test title" pairs, each file existing and holding that title (a test's title or
 * the start of one, as written in the file).
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const doc = readFileSync(join(repoRoot, 'docs/spec-deviations.md'), 'utf8');

interface Entry {
  title: string;
  body: string;
}

/** Every `### ` entry with the text up to the next heading. */
function entries(markdown: string): Entry[] {
  return markdown
    .split(/^(?=#{2,3} )/m)
    .filter((section) => section.startsWith('### '))
    .map((section) => {
      const [heading = '', ...rest] = section.split('\n');
      return { title: heading.replace(/^### /, '').trim(), body: rest.join('\n') };
    });
}

/** The `path` "title" pairs of an entry's Test line (which may run over several lines). */
function namedTests(body: string): { file: string; title: string }[] {
  const line = body.match(/^- \*\*Test\*\*:([\s\S]*?)(?=^- \*\*|^#|(?![\s\S]))/m)?.[1] ?? '';
  return Array.from(line.matchAll(/`([^`]+)`\s+"([^"]+)"/g), ([, file = '', title = '']) => ({
    file,
    title,
  }));
}

describe('docs/spec-deviations.md', () => {
  const listed = entries(doc);

  it('lists deviations', () => {
    expect(listed.length).toBeGreaterThan(10);
  });

  it.each(listed.map((entry) => [entry.title, entry] as const))(
    '"%s" names its spec line, reason and test',
    (_, entry) => {
      for (const part of ['Spec', 'We', 'Why', 'Where', 'Test']) {
        expect(entry.body, part).toMatch(new RegExp(`^- \\*\\*${part}\\*\\*:`, 'm'));
      }
      const tests = namedTests(entry.body);
      expect(tests, 'a `path` "test title" pair').not.toEqual([]);
      for (const { file, title } of tests) {
        const path = join(repoRoot, file);
        expect(existsSync(path), file).toBe(true);
        expect(readFileSync(path, 'utf8'), `${file} holds "${title}"`).toContain(title);
      }
    },
  );
});

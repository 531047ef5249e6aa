// The tracker-reference check: what it reports, what it leaves alone, and the repository itself
// (the script the lint step runs, on the real files: a new reference fails this test).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { repoRoot } from '../index.js';
import { findTrackerReferences, isChecked } from '../tracker-references.js';

// Built from parts, so that this file's own source holds no reference.
const issue = (n) => ['issue', n].join(' ');
const finding = (letter, n) => [letter, n].join('-');
const words = (...parts) => parts.join(' ');

describe('findTrackerReferences', () => {
  it('reports tracker items and review findings in comments, test names and prose, with their lines', () => {
    const code = [
      `// The mail's code (${issue(15)} item 1): typed in the browser that asked.`,
      'const limit = 5;',
      `/** Server-owned (${words('security', 'review')} ${finding('M', 2)}). */`,
      `it('refuses the hand-back (${finding('H', 1)}, ${finding('L', 10)})', () => {});`,
      `// As the ${words('UX', 'walkthrough')} measured it; ${finding('NEW', 1)}; ${words('Issue', '#12')}.`,
    ].join('\n');
    expect(findTrackerReferences('apps/x/src/a.ts', code)).toEqual([
      { line: 1, kind: 'tracker issue', text: issue(15) },
      { line: 3, kind: 'review', text: words('security', 'review') },
      { line: 3, kind: 'review finding id', text: finding('M', 2) },
      { line: 4, kind: 'review finding id', text: finding('H', 1) },
      { line: 4, kind: 'review finding id', text: finding('L', 10) },
      { line: 5, kind: 'review', text: words('UX', 'walkthrough') },
      { line: 5, kind: 'review finding id', text: finding('NEW', 1) },
      { line: 5, kind: 'tracker issue', text: words('Issue', '#12') },
    ]);
  });

  it('leaves identifiers, algorithms and the spec’s own names alone', () => {
    const text = [
      "const uid = 'RK-0000004'; // the older service's uid",
      "const model = 'SH-01'; const hash = 'SHA-256'; const alg = 'ES256'; // UTF-8, ISO-8601",
      '// Hub spec §7, screen 006b (Message006): a member may issue a new mail.',
      '// The members service issues tokens; CSP level 3.',
    ].join('\n');
    expect(findTrackerReferences('apps/x/src/b.ts', text)).toEqual([]);
  });

  it('lets history name them: docs/ and changelogs', () => {
    const text = `Resolved ${issue(15)}; the fix for ${finding('M', 5)}.`;
    expect(findTrackerReferences('docs/history/mail.md', text)).toEqual([]);
    expect(findTrackerReferences('packages/ui/CHANGELOG.md', text)).toEqual([]);
    expect(findTrackerReferences('packages/ui/README.md', text)).toHaveLength(2);
  });

  it('skips a README section waiting to move to docs/, up to the next heading of its level', () => {
    const readme = [
      '# tool',
      `## Performance`,
      `Measured for ${issue(14)}.`,
      `### A run`,
      `Before ${finding('M', 4)}.`,
      '## Usage',
      `See ${issue(3)}.`,
    ].join('\n');
    const sections = [{ path: 'tool/README.md', heading: '## Performance' }];
    expect(findTrackerReferences('tool/README.md', readme, sections)).toEqual([
      { line: 7, kind: 'tracker issue', text: issue(3) },
    ]);
    expect(findTrackerReferences('other/README.md', readme, sections)).toHaveLength(3);
  });
});

describe('isChecked', () => {
  it('reads source, styles, READMEs, changesets and scripts; not lockfiles, builds or history', () => {
    expect(
      [
        'apps/hub/src/flows/sso/sso.ts',
        'apps/hub/e2e/alerts.spec.ts',
        'packages/ui/src/styles/components.css',
        'apps/hub/README.md',
        '.changeset/api-client-mail-code.md',
        'tooling/scripts/test.sh',
        '.ci/run',
      ].filter(isChecked),
    ).toHaveLength(7);
    expect(
      [
        'pnpm-lock.yaml',
        'apps/hub/dist/index.html',
        'docs/decisions/0005-deployment-config.md',
        'apps/hub/CHANGELOG.md',
        'apps/hub/public/logo.png',
      ].filter(isChecked),
    ).toEqual([]);
  });
});

describe('the repository', { timeout: 60_000 }, () => {
  it('names no tracker item or review finding outside docs/ (tooling/scripts/check-tracker-references.mjs)', () => {
    const script = join(repoRoot, 'tooling/scripts/check-tracker-references.mjs');
    let output = '';
    try {
      output = execFileSync(process.execPath, [script], { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    }
    expect(output).toMatch(/^tracker references: none in \d+ files outside docs\//m);
  });
});

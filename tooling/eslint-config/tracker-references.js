// Comments, test names and READMEs explain the code in its own terms: the behaviour, the spec's §
// or screen name. A tracker item ("issue N item M") or a review finding id ("M-n", a review's
// name) means nothing to a reader without the tracker, and goes stale when the item closes;
// history belongs in docs/. This module finds such references; tooling/scripts/
// check-tracker-references.mjs runs it over the repository (a step of `pnpm lint` and `npm test`).

/**
 * What counts as a reference, each with the word the report uses. Finding ids are a capital letter
 * of a review's severity scale (Critical, High, Medium, Low, Info, NEW), a hyphen and a number;
 * an identifier such as `RK-0000004` or `SH-01` is no finding (no word boundary before the letter).
 */
export const TRACKER_PATTERNS = [
  { kind: 'tracker issue', pattern: /\b[Ii]ssues? ?#?\d+/g },
  { kind: 'review finding id', pattern: /\b(?:[CHMLI]|NEW)-\d+\b/g },
  {
    kind: 'review',
    pattern: /\b(?:[Ss]ecurity|[Aa]rchitecture) reviews?\b|\b[Uu][Xx] walkthrough|\b[Rr]eliability probe\b/g,
  },
  { kind: 'review file', pattern: /shared\/reviews\//g },
];

/** Files that may name tracker items: the history itself. */
export function isHistory(path) {
  return path.startsWith('docs/') || /(^|\/)CHANGELOG\.md$/.test(path);
}

/** The text files the check reads, by name. */
const CHECKED = /\.(?:[cm]?[jt]sx?|css|md|mdx|html|json|ya?ml|sh|sql)$|(^|\/)\.ci\/run$/;
const NEVER = /(^|\/)(?:pnpm-lock\.yaml|node_modules\/|dist\/|storybook-static\/)|\.snap$/;

/** Whether the check reads the file at `path` (relative to the repository root, `/`-separated). */
export function isChecked(path) {
  return CHECKED.test(path) && !NEVER.test(path) && !isHistory(path);
}

/**
 * README sections still waiting to move to docs/ (measured history, kept where it is until its
 * move): `path` and the heading that opens the section; the section ends at the next heading of the
 * same or a higher level. Remove an entry once its section has moved.
 */
export const SECTIONS_WAITING_TO_MOVE = [];

/** The 1-based numbers of the lines of `text` inside a waiting section of `path`. */
function waitingLines(path, text, sections) {
  const lines = text.split('\n');
  const skipped = new Set();
  for (const { heading } of sections.filter((section) => section.path === path)) {
    const level = heading.match(/^#+/)?.[0].length ?? 1;
    const start = lines.findIndex((line) => line.trimEnd() === heading);
    if (start < 0) continue;
    for (let i = start; i < lines.length; i += 1) {
      const other = lines[i].match(/^(#+) /);
      if (i > start && other && other[1].length <= level) break;
      skipped.add(i + 1);
    }
  }
  return skipped;
}

/**
 * Every tracker or review reference in `text`, the file at `path`: `{ line, kind, text }`, in
 * order. Empty for history files and for the sections waiting to move.
 */
export function findTrackerReferences(path, text, sections = SECTIONS_WAITING_TO_MOVE) {
  if (isHistory(path)) return [];
  const skipped = waitingLines(path, text, sections);
  const found = [];
  text.split('\n').forEach((content, index) => {
    if (skipped.has(index + 1)) return;
    const inLine = TRACKER_PATTERNS.flatMap(({ kind, pattern }) =>
      [...content.matchAll(pattern)].map((match) => ({ column: match.index, kind, text: match[0] })),
    );
    inLine.sort((a, b) => a.column - b.column);
    for (const { kind, text } of inLine) found.push({ line: index + 1, kind, text });
  });
  return found;
}

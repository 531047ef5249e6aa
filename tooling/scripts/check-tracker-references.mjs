// Fails when a comment, test name, README or changeset outside docs/ names a tracker item or a
// review finding (what counts: tooling/eslint-config/tracker-references.js): say why in the code's
// own terms instead (the behaviour, the spec's § or screen name), and put history in docs/.
//   node tooling/scripts/check-tracker-references.mjs          (from anywhere in the repository)
// Reads every tracked and every new, not ignored file that tracker-references.js checks.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { findTrackerReferences, isChecked } from '../eslint-config/tracker-references.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_BYTES = 2_000_000;

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: repoRoot,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\0')
  .filter((file) => file && isChecked(file));

let count = 0;
for (const file of new Set(files)) {
  const full = path.join(repoRoot, file);
  let text;
  try {
    if (statSync(full).size > MAX_BYTES) continue;
    text = readFileSync(full, 'utf8');
  } catch {
    continue; // deleted in the work tree, not yet in the index
  }
  for (const hit of findTrackerReferences(file, text)) {
    count += 1;
    console.log(`${file}:${hit.line}: ${hit.kind} "${hit.text}"`);
  }
}

if (count > 0) {
  console.error(
    `\n${count} tracker or review reference(s) outside docs/. Say why in the code's own terms (the ` +
      `behaviour, the spec's § or screen name); history goes to docs/.`,
  );
  process.exit(1);
}
console.log(`tracker references: none in ${files.length} files outside docs/`);

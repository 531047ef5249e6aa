// Writes the calls table rendered from the contract into README.md (between its markers), formatted
// as prettier formats the repository, so that the README test and `prettier --check` both pass.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { renderCallsTable, withCallsTable } from '../src/readme/calls-table';

const readmePath = path.resolve(import.meta.dirname, '../README.md');
const readme = await readFile(readmePath, 'utf8');
const options = await resolveConfig(readmePath);
await writeFile(
  readmePath,
  await format(withCallsTable(readme, renderCallsTable()), { ...options, filepath: readmePath }),
);
console.log('README.md: calls table written');

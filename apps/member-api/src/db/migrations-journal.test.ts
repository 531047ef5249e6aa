import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { findMigrationsFolder } from './client';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

// Drizzle's migrator applies, on a database that already has migrations, only those whose `when`
// is later than the last one applied. A migration merged from a branch with an older timestamp
// than one already released would be skipped silently on every existing database.
describe('the migrations journal', () => {
  const folder = findMigrationsFolder();
  const entries = (
    JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }
  ).entries;

  it('numbers the migrations 0000, 0001, … in order, each with its SQL and snapshot', () => {
    entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.slice(0, 4)).toBe(String(i).padStart(4, '0'));
      expect(existsSync(path.join(folder, `${entry.tag}.sql`)), entry.tag).toBe(true);
      expect(existsSync(path.join(folder, `meta/${entry.tag.slice(0, 4)}_snapshot.json`)), entry.tag).toBe(
        true,
      );
    });
  });

  it('gives every migration a later timestamp than the one before (else existing databases skip it)', () => {
    for (let i = 1; i < entries.length; i++) {
      expect(entries[i]!.when, `${entries[i]!.tag} after ${entries[i - 1]!.tag}`).toBeGreaterThan(
        entries[i - 1]!.when,
      );
    }
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { memberApi } from '../contract';
import { renderCallsTable, tokenOf, withCallsTable } from './calls-table';

const readmePath = path.resolve(import.meta.dirname, '../../README.md');

async function formatted(markdown: string): Promise<string> {
  const options = await resolveConfig(readmePath);
  return format(markdown, { ...options, filepath: readmePath });
}

describe('the README calls table', () => {
  it('is the one rendered from the contract (run `pnpm readme:calls` after changing a call)', async () => {
    const readme = await readFile(readmePath, 'utf8');
    expect(readme).toBe(await formatted(withCallsTable(readme, renderCallsTable())));
  });

  it('has one row per call, and the README has one calls table', async () => {
    const readme = await readFile(readmePath, 'utf8');
    for (const name of Object.keys(memberApi)) {
      expect(readme.match(new RegExp(`^\\| \`${name}\` +\\|`, 'gm')), name).toHaveLength(1);
    }
  });

  it('says which token each call takes: the Firebase ID token, or none', () => {
    expect(tokenOf(memberApi.getMe)).toBe('Firebase ID token');
    expect(tokenOf(memberApi.getMail)).toBe('Firebase ID token when signed in, else none');
    expect(tokenOf(memberApi.saveLoginParam)).toBe('none');
    expect(tokenOf(memberApi.getEncryptedMe)).toBe('none; `x-encrypted-id` header');
  });
});

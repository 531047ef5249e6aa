// Who fills a bundle: attribute every generated character of a minified file to the original
// source its source-map segment points at, then group the sources by package. Pure (no I/O).

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one base64 VLQ segment ("AAAA") into its numbers. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64_INDEX.get(char);
    if (digit === undefined) throw new Error(`bad VLQ character ${JSON.stringify(char)}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

export interface SourceMapLike {
  sources: readonly (string | null)[];
  mappings: string;
}

/** Generated characters per original source ('(unmapped)' for code no segment covers). */
export function charsBySource(code: string, map: SourceMapLike): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, n: number) => {
    if (n > 0) totals.set(source, (totals.get(source) ?? 0) + n);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineNo) => {
    // The newline belongs to the line it ends.
    const length = line.length + (lineNo < lines.length - 1 ? 1 : 0);
    const segments = (mappingLines[lineNo] ?? '').split(',').filter((s) => s !== '');
    let column = 0;
    let covered = 0;
    let current: string | undefined;
    let start = 0;
    for (const segment of segments) {
      const fields = decodeVlq(segment);
      column += fields[0] ?? 0;
      if (current === undefined) add('(unmapped)', column - covered);
      else add(current, column - start);
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        current = map.sources[sourceIndex] ?? '(unknown)';
      } else {
        current = undefined;
      }
      start = column;
      covered = column;
    }
    if (current === undefined) add('(unmapped)', length - covered);
    else add(current, length - start);
  });
  return totals;
}

/**
 * The package a repo-relative source path belongs to: the npm package name, @member-hub/<dir>
 * for a workspace package, or 'hub (apps/hub/src)'.
 */
export function packageOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const ws = /(?:^|\/)(packages|apps|tooling)\/([^/]+)\//.exec(source);
  if (ws) return ws[1] === 'apps' && ws[2] === 'hub' ? 'hub (apps/hub/src)' : `@member-hub/${ws[2]}`;
  return source.startsWith('(') ? source : '(other)';
}

export function charsByPackage(bySource: Map<string, number>): Array<{ name: string; chars: number }> {
  const totals = new Map<string, number>();
  for (const [source, chars] of bySource) {
    const name = packageOf(source);
    totals.set(name, (totals.get(name) ?? 0) + chars);
  }
  return [...totals].map(([name, chars]) => ({ name, chars })).sort((a, b) => b.chars - a.chars);
}

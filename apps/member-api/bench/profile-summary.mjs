#!/usr/bin/env node
// Where the API's CPU goes, call by call: node bench/profile-summary.mjs <api.cpuprofile> <windows.jsonl> [scenario filter]
//
// The profile comes from a bench run with BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=<dir>' (the
// API's profile is the one of dist/main.js, written when the bench stops it) and
// BENCH_WINDOWS_FILE=<windows.jsonl> (each measured run's window on the monotonic clock, the
// clock of V8's profiles). The samples inside the windows of one call (all rounds) are counted:
//   - by owner: the innermost frame of the stack that is not Node's own code (node:…), so a socket
//     write counts for the library that asked for it (pg, hono's node adapter, pino…);
//   - by function (self time) and by function (inclusive: every sample with that function on its
//     stack), the top few of each.
// Idle samples count for nothing; the shares are of the busy samples.
import { readFileSync } from 'node:fs';

const [profileFile, windowsFile, filter] = process.argv.slice(2);
if (!profileFile || !windowsFile) {
  console.error('usage: profile-summary.mjs <api.cpuprofile> <windows.jsonl> [scenario filter]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(profileFile, 'utf8'));
const windows = readFileSync(windowsFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** The package a script belongs to: member-api (the app's build), a node_modules package, node. */
function moduleOf(url) {
  if (!url) return '';
  if (url.startsWith('node:')) return 'node';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes('/apps/member-api/')) return 'member-api';
  const pkg = /\/packages\/([^/]+)\//.exec(url);
  if (pkg) return `@member-hub/${pkg[1]}`;
  return url;
}

const frameName = (n) => {
  const f = n.callFrame;
  const mod = moduleOf(f.url);
  return `${f.functionName || '(anonymous)'} ${mod ? `[${mod}${mod === 'node' ? ':' + f.url.slice(5) : ''}:${f.lineNumber + 1}]` : ''}`.trim();
};

/** Owner of a sample: the innermost frame outside node's own code, or the special node's name. */
const ownerCache = new Map();
function ownerOf(id) {
  if (ownerCache.has(id)) return ownerCache.get(id);
  const self = nodes.get(id);
  const special = self.callFrame.functionName;
  let owner;
  if (!self.callFrame.url && special.startsWith('(')) owner = special;
  else {
    let cur = id;
    while (cur !== undefined) {
      const mod = moduleOf(nodes.get(cur).callFrame.url);
      if (mod && mod !== 'node') {
        owner = mod;
        break;
      }
      cur = parent.get(cur);
    }
    owner ??= 'node (no caller in JS)';
  }
  ownerCache.set(id, owner);
  return owner;
}

function stackOf(id) {
  const out = [];
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) out.push(cur);
  return out;
}

// Sample times: startTime plus the running sum of timeDeltas (µs, the monotonic clock).
const times = [];
let t = profile.startTime;
for (const d of profile.timeDeltas) {
  t += d;
  times.push(t);
}

const scenarios = [...new Set(windows.map((w) => w.scenario))].filter((s) => !filter || s.includes(filter));
const pct = (n, total) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
for (const scenario of scenarios) {
  const ws = windows.filter((w) => w.scenario === scenario);
  const inWindow = (time) => ws.some((w) => time >= w.startUs && time <= w.endUs);
  const owners = new Map();
  const selfs = new Map();
  const inclusive = new Map();
  let busy = 0;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    if (!inWindow(times[i])) continue;
    total += 1;
    const id = profile.samples[i];
    const name = nodes.get(id).callFrame.functionName;
    if (name === '(idle)') continue;
    busy += 1;
    const owner = ownerOf(id);
    owners.set(owner, (owners.get(owner) ?? 0) + 1);
    const self = frameName(nodes.get(id));
    selfs.set(self, (selfs.get(self) ?? 0) + 1);
    const seen = new Set();
    for (const s of stackOf(id)) {
      const f = frameName(nodes.get(s));
      if (seen.has(f)) continue;
      seen.add(f);
      inclusive.set(f, (inclusive.get(f) ?? 0) + 1);
    }
  }
  if (total === 0) continue;
  const spanMs = ws.reduce((sum, w) => sum + (w.endUs - w.startUs) / 1000, 0);
  console.log(
    `\n## ${scenario}: ${busy} busy of ${total} samples over ${Math.round(spanMs)} ms (${ws.length} runs)`,
  );
  console.log('\nby owner (innermost frame outside node:):');
  for (const [k, v] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${pct(v, busy)}  ${k}`);
  console.log('\nself time, top functions:');
  for (const [k, v] of [...selfs].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${pct(v, busy)}  ${k}`);
  console.log('\ninclusive time, top functions of the app and its libraries:');
  for (const [k, v] of [...inclusive]
    .filter(([k]) => !k.includes('[node:') && !k.startsWith('('))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 60))
    console.log(`  ${pct(v, busy)}  ${k}`);
}

#!/usr/bin/env node
// `member-hub-prerender [outDir]`, run in an SPA's folder after its `vite build`: writes the
// prerendered screens next to the client build, `<outDir>/<path>.html` for each path the app's
// src/prerender/entry.tsx lists (PRERENDERED_PATHS), from the client's own index.html (same
// scripts, same styles) with #root holding the screen's markup and its data-prerendered /
// data-first-paint (see ./src/prerender, mountApp). It first builds that entry for Node with the
// app's vite.config.ts into node_modules/.cache/prerender. Hosts serve `<path>.html` for `<path>`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { build } from 'vite';

const outDir = process.argv[2] ?? 'dist';
const ssrDir = 'node_modules/.cache/prerender';
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/entry.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    sourcemap: false,
    // One file for Node: the client's chunk options (vite.config.ts) do not apply to it.
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
const ROOT = /<div id="root">[\s\S]*?<\/div>/;
if (!ROOT.test(template)) throw new Error(`${outDir}/index.html has no <div id="root">…</div>`);

/**
 * The prerendered page paints before its scripts are even requested: the app's entry module and
 * its modulepreload links give way to a small external starter that imports the entry once the
 * screen has painted. A slow line then spends its first bytes on the HTML and the CSS (the screen), not
 * on 150 KB of scripts fetched at high priority beside them; the CSP still allows only files.
 */
function starter(html) {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const match = entryTag.exec(html);
  if (!match) throw new Error(`${outDir}/index.html has no entry <script type="module" src>`);
  const entryUrl = match[1];
  // After the first contentful paint, not the first frame: a frame is not always painted (Chromium
  // ran the frame callback 17 ms before the screen painted in one Lighthouse run of three, and the
  // entry's evaluation then counted towards the paint: LCP 1.4 s instead of 1.0 s). Without paint
  // timing, two frames; at the latest after 500 ms (a page that paints nothing contentful, a tab
  // in the background).
  // (Written small: it counts towards every prerendered page's JavaScript.)
  const code =
    `let s=()=>{s=()=>{};import(${JSON.stringify(entryUrl)})};const t=()=>setTimeout(()=>s());` +
    `globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")?new PerformanceObserver((l,o)=>{` +
    `l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),t())}).observe({type:"paint",buffered:!0})` +
    `:requestAnimationFrame(()=>requestAnimationFrame(t));setTimeout(()=>s(),500);\n`;
  const name = `start-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  const entryFile = path.join(outDir, 'assets', path.posix.basename(entryUrl));
  if (!fs.existsSync(entryFile))
    throw new Error(`${entryFile} is missing (assets are expected under assets/)`);
  fs.writeFileSync(path.join(outDir, 'assets', name), code);
  const starterUrl = entryUrl.replace(/[^/]+$/, name);
  return (page) =>
    page
      .replace(entryTag, () => `<script type="module" src="${starterUrl}"></script>`)
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}
const withStarter = starter(template);

const entry = await import(pathToFileURL(path.resolve(ssrDir, 'entry.js')).href);
const escapeAttr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
for (const page of entry.PRERENDERED_PATHS) {
  const screen = await entry.renderScreen(page);
  const root =
    `<div id="root" data-prerendered="${escapeAttr(screen.path)}" data-first-paint="${escapeAttr(screen.firstPaint)}">` +
    `${screen.html}</div>`;
  // A function replacement: the markup may hold `$` sequences that a string replacement would expand.
  const html = withStarter(template.replace(ROOT, () => root));
  const file = path.join(outDir, `${page.replace(/^\//, '')}.html`);
  fs.writeFileSync(file, html);
  console.log(
    `[prerender] ${page} → ${file} (${screen.firstPaint}, ${Buffer.byteLength(screen.html)} bytes of markup)`,
  );
}

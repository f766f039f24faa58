// Sizes of the built web app: the entry a first visit downloads and every lazy chunk, raw and gzipped.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryFiles = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((match) => match[1]));

const rows = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => {
    const content = readFileSync(join(dist, 'assets', name));
    return {
      file: name,
      entry: entryFiles.has(name),
      kB: +(content.length / 1024).toFixed(1),
      gzipKB: +(gzipSync(content).length / 1024).toFixed(1),
    };
  })
  .sort((a, b) => Number(b.entry) - Number(a.entry) || b.gzipKB - a.gzipKB);

const sum = (list, key) => +list.reduce((total, row) => total + row[key], 0).toFixed(1);
const entry = rows.filter((row) => row.entry);
console.table(rows.slice(0, 25));
console.info(
  `chunks: ${rows.length}; first load (entry files): ${sum(entry, 'kB')} kB, ${sum(entry, 'gzipKB')} kB gzipped; all: ${sum(rows, 'gzipKB')} kB gzipped`,
);

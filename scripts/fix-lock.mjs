// npm ci refuses a lock file that lacks any optional platform package of a dependency. This
// machine's registry serves only the linux-x64/arm64 builds of Biome's binary, so `npm install`
// writes a lock without the others and the next `npm ci` fails. Run this after `npm install`:
// it adds the missing entries (npm skips them on other platforms; they carry no download).
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
const out = {};
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  out[key] = entry;
  if (key !== 'node_modules/@biomejs/biome') continue;
  for (const [name, version] of Object.entries(biome.optionalDependencies ?? {})) {
    const k = `node_modules/${name}`;
    if (lock.packages[k]) continue;
    const [, os, cpu, libc] = /cli-([a-z0-9]+)-([a-z0-9]+)(?:-(musl))?$/.exec(name) ?? [];
    out[k] = {
      version,
      cpu: [cpu],
      dev: true,
      ...(os === 'linux' ? { libc: [libc ?? 'glibc'] } : {}),
      license: 'MIT OR Apache-2.0',
      optional: true,
      os: [os],
      engines: { node: '>=14.21.3' },
    };
    added++;
  }
}
lock.packages = out;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lock: ${added} entr${added === 1 ? 'y' : 'ies'} added`);

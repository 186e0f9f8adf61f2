import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a gzip copy (best level) beside each built script and stylesheet;
 * the server sends it to browsers that accept gzip (internal/httpapi/spa.go,
 * servePrecompressed) and spends no CPU per request on it. What it pays is
 * measured in docs/performance.md ("The build plugins").
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'stride-precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: STRIDE_WEB_OUT may be an absolute path.
      outDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      for (const name of readdirSync(outDir)) {
        if (!/\.(js|css)$/.test(name)) continue;
        const file = join(outDir, name);
        writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

// The command line shared by the scripts that load Stride's main screens a
// number of times (lighthouse.mjs, main-thread.mjs): --bin, --port, --only,
// --runs, plus each script's own options.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { screens } from './screens.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The parsed options, the number of runs and the chosen screens; exits 2 with a usage line on a bad choice. */
export function parseScreenRunArgs({ runs = '3', options = {} } = {}) {
  const { values: opts } = parseArgs({
    options: {
      bin: { type: 'string', default: process.env.E2E_BINARY || path.join(here, '..', '..', '..', 'bin', 'stride') },
      port: { type: 'string', default: process.env.LIGHTHOUSE_PORT || '' },
      only: { type: 'string' },
      runs: { type: 'string', default: runs },
      ...options,
    },
  });
  const count = Number(opts.runs);
  const chosen = opts.only ? screens.filter((s) => opts.only.split(',').includes(s.name)) : screens;
  if (chosen.length === 0 || !(count >= 1)) {
    console.error(`usage: --only <${screens.map((s) => s.name).join(',')}> --runs <n>`);
    process.exit(2);
  }
  return { opts, runs: count, chosen };
}

import * as z from 'zod/mini';

// zod/mini: one function per schema and check, so a screen's bundle holds
// only the zod code its schemas use (classic zod's chained methods pull in
// the whole library everywhere). ESLint keeps classic 'zod' out.
//
// Stride's Content-Security-Policy forbids eval. Zod would otherwise probe
// for it (new Function) to speed up parsing, and the browser reports that
// probe as a policy violation; parsing without it is just as correct.
z.config({ jitless: true });

export { z };

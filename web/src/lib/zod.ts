import { z } from 'zod';

// Stride's Content-Security-Policy forbids eval. Zod would otherwise probe
// for it (new Function) to speed up parsing, and the browser reports that
// probe as a policy violation; parsing without it is just as correct.
z.config({ jitless: true });

export { z };

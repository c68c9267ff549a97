import { z } from 'zod';

// zod probes `new Function`, which the Content-Security-Policy forbids. Imported by every module
// that builds a form, so the setting is in place before any schema runs.
z.config({ jitless: true });

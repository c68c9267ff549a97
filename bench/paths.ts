import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm run bench` and `npm run lighthouse` build the client, apart from `dist/public`. */
export const BENCH_BUILD_DIR = path.join(projectRoot, 'dist/bench');
export const RESULTS_DIR = path.join(projectRoot, 'bench/results');

/** Written by build-client.ts beside Vite's manifest: each chunk's source modules. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
export const MANIFEST_FILE = '.vite/manifest.json';

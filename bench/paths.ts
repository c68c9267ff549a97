import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where `npm run bench` and `npm run lighthouse` build the client, apart from `dist/public`;
 * `BENCH_BUILD_DIR` gives a run a folder of its own, which another run's rebuild cannot replace
 * under its running server.
 */
export const BENCH_BUILD_DIR = path.resolve(projectRoot, process.env.BENCH_BUILD_DIR || 'dist/bench');
export const RESULTS_DIR = path.join(projectRoot, 'bench/results');

/** Written by build-client.ts beside Vite's manifest: each chunk's source modules. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
export const MANIFEST_FILE = '.vite/manifest.json';

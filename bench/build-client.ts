// Child process: `vite build` with the project's config into CLIENT_BUILD_DIR, then a record of
// which source modules went into which chunk. Vite's manifest names chunks but not their modules,
// and the bundle budget needs the modules to prove that the home page carries no form or admin code.
import fs from 'node:fs';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { CHUNK_MODULES_FILE, projectRoot } from './paths';

async function main() {
  const outDir = process.env.CLIENT_BUILD_DIR;
  if (!outDir) throw new Error('CLIENT_BUILD_DIR must name the folder to build into.');
  const result = await build({ configFile: path.join(projectRoot, 'vite.config.ts'), logLevel: 'warn' });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];

  // Per chunk: each module's path from the project root and its rendered size before minification.
  const modules: Record<string, { id: string; bytes: number }[]> = {};
  for (const output of outputs) {
    for (const item of output.output) {
      if (item.type !== 'chunk') continue;
      modules[item.fileName] = item.moduleIds.map((id) => ({
        id: path.relative(projectRoot, id.replace(/^\0/, '')),
        bytes: item.modules[id]?.renderedLength ?? 0,
      }));
    }
  }
  const file = path.resolve(projectRoot, outDir, CHUNK_MODULES_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(modules, null, 1));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

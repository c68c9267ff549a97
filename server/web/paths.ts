import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// CLIENT_BUILD_DIR lets parallel end-to-end runs each serve their own build.
const clientBuild = path.resolve(root, process.env.CLIENT_BUILD_DIR ?? 'dist/public');

export const paths = {
  root,
  clientRoot: path.join(root, 'client'),
  clientBuild,
  clientIndex: path.join(clientBuild, 'index.html'),
};

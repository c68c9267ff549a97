import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const paths = {
  root,
  clientRoot: path.join(root, 'client'),
  clientBuild: path.join(root, 'dist/public'),
  clientIndex: path.join(root, 'dist/public/index.html'),
};

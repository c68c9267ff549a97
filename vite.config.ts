import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'client'),
  publicDir: path.resolve(import.meta.dirname, 'client/public'),
  envDir: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'client/src'),
      '@shared': path.resolve(import.meta.dirname, 'shared'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, process.env.CLIENT_BUILD_DIR ?? 'dist/public'),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json lets the bundle budget (bench/bundle.ts) see which chunks the home page loads.
    manifest: true,
    target: 'es2022',
    // A browser without <link rel="modulepreload"> (Safari before 17) still loads every chunk, only
    // without the head start: the polyfill is not worth its place in the entry.
    modulePreload: { polyfill: false },
  },
  server: { port: 5173 },
});

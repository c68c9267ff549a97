import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { appShellHtml, withAppShell } from './shared/app-shell.ts';
import { seedSettings } from './shared/site-content/seed-site.ts';

const ENTRY_SHARED = /(^|\/)(shell|rolldown-runtime)-[\w-]+\.js$/;

/**
 * Writes a default first paint (shared/app-shell.ts, from the first content) into index.html's root,
 * in development and builds alike; the server draws each page's own from the stored settings.
 */
function appShell(): Plugin {
  return {
    name: 'app-shell',
    transformIndexHtml: (html) => withAppShell(html, appShellHtml(seedSettings)),
  };
}

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'client'),
  publicDir: path.resolve(import.meta.dirname, 'client/public'),
  envDir: import.meta.dirname,
  plugins: [react(), tailwindcss(), appShell()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'client/src') },
      { find: '@shared', replacement: path.resolve(import.meta.dirname, 'shared') },
      // wouter imports useSyncExternalStore through this shim, a fallback for React before 18 that
      // on React 19 only hands back React's own hook: the entry need not carry the fallback.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve(import.meta.dirname, 'client/src/lib/use-sync-external-store.ts'),
      },
    ],
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
    modulePreload: {
      polyfill: false,
      // The shell chunk (React, the router, CommonJS helpers) is a static import of the entry, so it
      // is always there before any page asks for its chunks: no page lists it among its preloads.
      // index.html keeps it: without its <link rel="modulepreload">, the browser would only ask for
      // the largest script once the entry had arrived and been parsed, a round trip later.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !ENTRY_SHARED.test(dep)),
    },
    rolldownOptions: {
      output: {
        // A page's chunks arrive over HTTP/1.1's six connections per host: a dozen chunks of a few
        // hundred bytes each cost round trips that a phone pays in full (Lighthouse counted 14 for
        // /updates). React Query with the app's one client, and the post pieces every list and post
        // page shows, each travel as one chunk; the home page's Latest News uses both whole.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /^\0?rolldown[\\/]runtime|node_modules[\\/](react|react-dom|scheduler|react-helmet-async|react-fast-compare|shallowequal|invariant|wouter|regexparam)[\\/]|client[\\/]src[\\/]lib[\\/](cn|use-sync-external-store)\.ts$|shared[\\/]content[\\/](identity|campaign)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // What every page shows only after its first paint, in the one chunk each page already
              // loads beside its own: the footer (below the fold) and the toast region with its store
              // (nothing to show before a form is sent). Pages with forms import the store from it.
              name: 'after-paint',
              test: /client[\\/]src[\\/](components[\\/](layout[\\/](site-footer|back-to-top)|ui[\\/]lazy-toaster)\.tsx|hooks[\\/]use-toast\.ts)$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|client[\\/]src[\\/]lib[\\/](api|query-client|query-provider)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'posts',
              test: /client[\\/]src[\\/](features[\\/]posts[\\/](api|post-date)|components[\\/](responsive-image|ui[\\/]badge)|lib[\\/]format)\.tsx?$|shared[\\/]image-sizes\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});

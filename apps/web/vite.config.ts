import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/**
 * Writes route-preloads.json: for each page path, the JS files of its lazy route module (and
 * their imports) that index.html does not already preload. The API server adds them to that
 * page's HTML as modulepreload links (apps/api/src/middleware/web-app.ts), so the page's
 * code downloads alongside the entry instead of after it has run.
 */
function routePreloads(routes: Record<string, string>): Plugin {
  let base = '/';
  return {
    name: 'partnerly:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const withImports = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const preloadedByHtml = withImports(entry.fileName);
      const preloads: Record<string, string[]> = {};
      for (const [pagePath, moduleFile] of Object.entries(routes)) {
        const route = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(moduleFile));
        if (!route) this.error(`route-preloads: no chunk for ${moduleFile}`);
        preloads[pagePath] = [...withImports(route.fileName)]
          .filter((fileName) => !preloadedByHtml.has(fileName))
          .map((fileName) => `${base}${fileName}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes file.br and file.gz next to every compressible output file of 1 KB or more, at the
 * highest levels (too slow to do per request). The API serves them to browsers that accept
 * them (serveStatic `precompressed`); brotli is about 15% smaller than gzip for our JS.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'partnerly:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((fileName) => /\.(js|css|svg|json|wasm)$/.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const file = path.join(outDir, fileName);
          const source = await readFile(file);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * `npm run dev`: /creator/{shareCode} and /r/{code} are the pages of their own HTML entries
 * (creator.html, redeem.html), as the API serves them from a build
 * (apps/api/src/middleware/web-app.ts).
 */
function publicPagesInDev(): Plugin {
  const pages: [RegExp, string][] = [
    [/^\/creator\/[^/?#]+\/?(?:[?#].*)?$/, '/creator.html'],
    [/^\/r\/[^?#]*(?:[?#].*)?$/, '/redeem.html'],
  ];
  return {
    name: 'partnerly:public-pages-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const page = pages.find(([pattern]) => pattern.test(request.url ?? ''));
        if (page) request.url = page[1];
        next();
      });
    },
  };
}

/**
 * Issues 17 and 18 (item 6) and the quality guide: each public page's first-load JavaScript,
 * gzipped.
 */
const PUBLIC_PAGE_JS_BUDGET_BYTES = 100 * 1024;

/**
 * Fails the build when the JavaScript the page's HTML loads first (its entry and every chunk the
 * entry imports statically; not what it imports lazily) is over the budget, gzipped at level 9
 * as the server sends it, and prints the figure either way.
 */
function firstLoadBudget(page: string, budgetBytes: number): Plugin {
  return {
    name: 'partnerly:public-page-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const firstLoad = new Set<string>();
      const visit = (fileName: string) => {
        if (firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      const gzipped = [...firstLoad].reduce(
        (sum, fileName) => sum + gzipSync(chunks.get(fileName)!.code, { level: 9 }).length,
        0,
      );
      const figure = `${(gzipped / 1024).toFixed(1)} KB gzipped in ${firstLoad.size} file(s)`;
      if (gzipped > budgetBytes) {
        this.error(`${page} first-load JS is ${figure}, over the ${budgetBytes / 1024} KB budget`);
      }
      this.info(`${page} first-load JS: ${figure} (budget ${budgetBytes / 1024} KB)`);
    },
  };
}

/**
 * npm installs intl-messageformat (and its ICU parser) twice at the same version, once under
 * react-intl and once under @formatjs/intl; react-intl imports it for one helper. The public
 * pages (which show the visitor's language, issue 25) take @formatjs/intl's copy for both, so
 * the parser is in their first load once.
 */
const formatjsIntl = createRequire(import.meta.url).resolve('@formatjs/intl');
const sharedIntlMessageFormat = createRequire(formatjsIntl).resolve('intl-messageformat');

/**
 * `vite build --mode creator` and `vite build --mode redeem`, the second and third builds of
 * `npm run build` (into the same dist/): a public page as its own HTML entry with React and the
 * page alone (creator.html: /creator/{shareCode}; redeem.html: /r/{code}). A build of its own
 * each, not more inputs of the app's build, so the app's chunking (one large first chunk for the
 * signed-in app) can never pull the app into them, and each page's budget is its own.
 */
function publicPageConfig(name: 'creator' | 'redeem', page: string): UserConfig {
  return {
    plugins: [react(), tailwindcss(), firstLoadBudget(page, PUBLIC_PAGE_JS_BUDGET_BYTES), precompress()],
    // The app's build has copied public/ already.
    publicDir: false,
    build: {
      emptyOutDir: false,
      // The e2e journeys read it to find the page's files.
      manifest: `.vite/${name}-manifest.json`,
      rolldownOptions: { input: fileURLToPath(new URL(`./${name}.html`, import.meta.url)) },
    },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: /^intl-messageformat$/, replacement: sharedIntlMessageFormat },
      ],
    },
  };
}

const appConfig: UserConfig = {
  plugins: [
    publicPagesInDev(),
    react(),
    tailwindcss(),
    routePreloads({ '/': 'src/features/landing/routes/landing-route.tsx' }),
    precompress(),
  ],
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger files for the first page: each request costs a round trip on a phone.
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, in one file with it (React, router,
            // query client, API client) instead of a handful of small shared files.
            { name: 'app', tags: ['$initial'] },
            // Each lucide icon would otherwise be a tiny file of its own.
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
            // The Radix building blocks shared by tabs, menus, dialogs and toasts.
            {
              name: 'radix',
              test: /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(collection|compose-refs|context|direction|id|presence|primitive|roving-focus|slot|tabs|use-[\w-]+))[\\/]/,
            },
          ],
        },
      },
    },
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
};

export default defineConfig(({ mode }) =>
  mode === 'creator'
    ? publicPageConfig('creator', 'creator page')
    : mode === 'redeem'
      ? publicPageConfig('redeem', 'redemption page')
      : appConfig,
);

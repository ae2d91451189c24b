// Bundles the server (with the workspace contracts package inlined) and copies migrations.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      // Bundle our own workspace packages (TypeScript sources); npm dependencies stay external.
      name: 'inline-workspace',
      setup(pluginBuild) {
        // The package index, and its subpath exports ('@partnerly/contracts/csv-reports' is
        // src/csv-reports.ts), which a bundle that left them external would load as .ts at run time.
        pluginBuild.onResolve({ filter: /^@partnerly\/contracts(\/[\w-]+)?$/ }, ({ path }) => ({
          path: fileURLToPath(
            new URL(`../../../packages/contracts/src/${path.split('/')[2] ?? 'index'}.ts`, import.meta.url),
          ),
        }));
      },
    },
  ],
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('api built: dist/server.js');

// Bundles the server (with the workspace contracts package inlined) and copies migrations.
import { cp, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const contractsUrl = new URL('../../../packages/contracts/', import.meta.url);
const { exports: contractsExports } = JSON.parse(
  await readFile(new URL('package.json', contractsUrl), 'utf8'),
);

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
        // The package index, and its subpath exports as its package.json maps them
        // ('@partnerly/contracts/i18n/ar' is src/i18n/ar.ts), which a bundle that left them
        // external would load as .ts at run time.
        pluginBuild.onResolve({ filter: /^@partnerly\/contracts(\/[\w/-]+)?$/ }, ({ path }) => {
          const subpath = `.${path.slice('@partnerly/contracts'.length)}`;
          const file = contractsExports[subpath];
          if (!file) return { errors: [{ text: `@partnerly/contracts does not export ${subpath}` }] };
          return { path: fileURLToPath(new URL(file, contractsUrl)) };
        });
      },
    },
  ],
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('api built: dist/server.js');

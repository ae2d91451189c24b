// Fails when the Drizzle schema has changes that no committed migration covers: generates
// migrations into a copy of src/db/migrations and compares. Offline and quick (~2 s).
// Usage (from the repository root or apps/api): node apps/api/scripts/check-migrations.mjs [migrations-dir]
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const committed = path.resolve(process.argv[2] ?? path.join(apiDir, 'src/db/migrations'));

async function listFiles(dir, prefix = '') {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    ),
  );
  return files.flat().sort();
}

const work = await mkdtemp(path.join(tmpdir(), 'partnerly-migrations-check-'));
try {
  const copy = path.join(work, 'migrations');
  await cp(committed, copy, { recursive: true });
  // drizzle-kit wants the output folder relative to its working directory.
  const result = spawnSync(
    'npx',
    [
      '--no-install',
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      '--schema=./src/db/schema/index.ts',
      `--out=${path.relative(apiDir, copy)}`,
      '--casing=snake_case',
    ],
    { cwd: apiDir, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`drizzle-kit generate failed (exit ${result.status})`);
  }

  const before = await listFiles(committed);
  const after = await listFiles(copy);
  const changed = [];
  for (const file of after) {
    if (!before.includes(file)) changed.push(file);
    else if (
      (await readFile(path.join(copy, file), 'utf8')) !== (await readFile(path.join(committed, file), 'utf8'))
    ) {
      changed.push(file);
    }
  }
  if (changed.length > 0) {
    console.error('The schema (apps/api/src/db/schema) has changes that no committed migration covers.');
    console.error('Run `npm run db:generate` and commit the new migration. It would write:');
    for (const file of changed) {
      console.error(`\n--- ${file}`);
      if (file.endsWith('.sql')) console.error(await readFile(path.join(copy, file), 'utf8'));
    }
    process.exitCode = 1;
  } else {
    console.log(
      `Migrations match the schema (${before.filter((file) => file.endsWith('.sql')).length} migrations).`,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

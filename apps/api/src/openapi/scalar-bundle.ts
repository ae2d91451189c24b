import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Scalar's standalone browser build (@scalar/api-reference, dist/browser/standalone.js): one
 * self-contained script that renders an OpenAPI document. Its package exports no path to the
 * file, so it is found beside the package's main entry (dist/index.js).
 */
const packageDist = () => path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference'));

const scalarBundlePath = () => path.join(packageDist(), 'browser', 'standalone.js');

/** The installed version: part of the script's URL, so a new version is a new URL. */
export function scalarVersion(): string {
  const manifest = path.join(packageDist(), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Runs before the bundle. The zod inside it probes whether it may compile validators with
 * `Function('')`; under the page's policy (no 'unsafe-eval') the probe is refused and reported
 * as a violation. zod's own setting turns the probe and the compiling off.
 */
const PRELUDE =
  'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });\n';

let bundle: Promise<Buffer> | undefined;

/** The script served: the prelude, then the bundle (4 MB), read once and kept. */
export function scalarBundle(): Promise<Buffer> {
  bundle ??= readFile(scalarBundlePath()).then(
    (file) => Buffer.concat([Buffer.from(PRELUDE), file]),
    (error: unknown) => {
      bundle = undefined; // a failed read is tried again on the next request
      throw error;
    },
  );
  return bundle;
}

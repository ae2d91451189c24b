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

export const scalarBundlePath = () => path.join(packageDist(), 'browser', 'standalone.js');

/** The installed version: part of the script's URL, so a new version is a new URL. */
export function scalarVersion(): string {
  const manifest = path.join(packageDist(), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

let bundle: Promise<Buffer> | undefined;

/** The bundle's bytes (4 MB), read on the first request and kept for every later one. */
export function scalarBundle(): Promise<Buffer> {
  bundle ??= readFile(scalarBundlePath()).catch((error: unknown) => {
    bundle = undefined; // a failed read is tried again on the next request
    throw error;
  });
  return bundle;
}

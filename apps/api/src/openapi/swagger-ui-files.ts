import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Swagger UI's prebuilt browser files (swagger-ui-dist, a package of plain files with no
 * dependency of its own but an install-time analytics script, denied in the root
 * package.json's allowScripts): one self-contained script that renders an OpenAPI document,
 * and its stylesheet.
 */
const packageDir = () => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The installed version: part of the files' URLs, so a new version is a new URL. */
export function swaggerUiVersion(): string {
  const manifest = path.join(packageDir(), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export type SwaggerUiFile = 'swagger-ui-bundle.js' | 'swagger-ui.css';

const files = new Map<SwaggerUiFile, Promise<Buffer>>();

/** One of the files, read on first use and kept (a failed read is tried again next time). */
export function swaggerUiFile(name: SwaggerUiFile): Promise<Buffer> {
  let file = files.get(name);
  if (!file) {
    file = readFile(path.join(packageDir(), name));
    files.set(name, file);
    file.catch(() => files.delete(name));
  }
  return file;
}

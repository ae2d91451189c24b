/**
 * The Node.js versions Partnerly runs on. The project brings its own runtime (the `node`
 * devDependency, picked up by every npm script), so an older `node` on the PATH only installs
 * packages; the server itself refuses to run on it.
 */
export const MINIMUM_NODE_MAJOR = 24;

/** Why the server cannot run on `version` (e.g. 'v20.20.2'), or undefined when it can. */
export function unsupportedNodeMessage(version: string): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (Number.isInteger(major) && major >= MINIMUM_NODE_MAJOR) return undefined;
  return (
    `Partnerly needs Node.js ${MINIMUM_NODE_MAJOR} LTS or newer, and this is Node.js ${version}. ` +
    'Start it with `npm start` (npm scripts use the Node.js 24 that `npm install` put in ' +
    'node_modules/.bin), or run node_modules/.bin/node apps/api/dist/server.js.'
  );
}

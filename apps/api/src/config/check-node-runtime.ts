// Imported first by server.ts: stops before anything else loads on an unsupported Node.js.
import { unsupportedNodeMessage } from './node-runtime';

const message = unsupportedNodeMessage(process.version);
if (message) {
  console.error(message);
  process.exit(1);
}

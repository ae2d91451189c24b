import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE_MAJOR, unsupportedNodeMessage } from './node-runtime';

describe('unsupportedNodeMessage', () => {
  it('refuses Node.js 20 and 22 with a message that says what to run instead', () => {
    for (const version of ['v20.20.2', 'v22.12.0']) {
      const message = unsupportedNodeMessage(version);
      expect(message).toContain(
        `needs Node.js ${MINIMUM_NODE_MAJOR} LTS or newer, and this is Node.js ${version}`,
      );
      expect(message).toContain('npm start');
    }
  });

  it('accepts Node.js 24 and later', () => {
    expect(unsupportedNodeMessage('v24.21.0')).toBeUndefined();
    expect(unsupportedNodeMessage('v26.1.0')).toBeUndefined();
  });

  it('refuses a version it cannot read', () => {
    expect(unsupportedNodeMessage('unknown')).toContain('needs Node.js 24');
  });

  it('the tests themselves run on a supported Node.js', () => {
    expect(unsupportedNodeMessage(process.version)).toBeUndefined();
  });
});

import { EventEmitter } from 'node:events';
import { decodeEvent, encodeEvent, type EventBus, type UserEvent } from './event-bus';

/** In-process fan-out for the embedded (single-process) database. */
export function createMemoryEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(userId, event) {
      // Same encoding and limits as the PostgreSQL bus, so development shows what production does.
      const envelope = decodeEvent(encodeEvent(userId, event));
      if (envelope) emitter.emit(userId, envelope.event);
    },
    subscribe(userId, listener: (event: UserEvent) => void) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

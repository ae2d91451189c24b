import type { Database } from '../../db/client';
import type { EventBus } from './event-bus';
import { createMemoryEventBus } from './memory-event-bus';
import { createPostgresEventBus } from './postgres-event-bus';

/** LISTEN/NOTIFY on PostgreSQL (many processes); in-process on the embedded database (one). */
export async function createEventBus(database: Database): Promise<EventBus> {
  if (database.sql) return createPostgresEventBus(database.sql);
  return createMemoryEventBus();
}

import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';

// GET /api/health – liveness plus which database this process runs on
export function healthRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { database } = c.get('deps');
    await database.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: database.kind });
  });
}

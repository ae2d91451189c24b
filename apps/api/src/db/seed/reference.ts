import { AGENT_SPECIALIZATIONS, CONTENT_CATEGORIES, EXPERIENCE_LEVELS } from '@partnerly/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { agentSpecializations, cities, contentCategories, countries, experienceLevels } from '../schema';
import { COUNTRIES } from './countries';

const withOrder = <T extends { id: string; label: string }>(items: readonly T[]) =>
  items.map((item, index) => ({ id: item.id, label: item.label, sortOrder: index }));

type LabelTable = typeof contentCategories | typeof agentSpecializations | typeof experienceLevels;

/**
 * Upserts the reference lists; safe to run at every start. Rows are written only when they
 * changed, so a warm start costs a few reads; cities dropped from the list are removed.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const upsertLabels = async (table: LabelTable, items: ReturnType<typeof withOrder>) => {
      await tx
        .insert(table)
        .values(items)
        .onConflictDoUpdate({
          target: table.id,
          set: { label: sql`excluded.label`, sortOrder: sql`excluded.sort_order` },
          setWhere: sql`(${table.label}, ${table.sortOrder}) is distinct from (excluded.label, excluded.sort_order)`,
        });
    };
    await upsertLabels(contentCategories, withOrder(CONTENT_CATEGORIES));
    await upsertLabels(agentSpecializations, withOrder(AGENT_SPECIALIZATIONS));
    await upsertLabels(experienceLevels, withOrder(EXPERIENCE_LEVELS));

    await tx
      .insert(countries)
      .values(COUNTRIES.map(({ code, name }) => ({ code, name })))
      .onConflictDoUpdate({
        target: countries.code,
        set: { name: sql`excluded.name` },
        setWhere: sql`${countries.name} is distinct from excluded.name`,
      });

    const key = (countryCode: string, name: string) => `${countryCode}\u0000${name}`;
    const wanted = new Map(
      COUNTRIES.flatMap(({ code, cities: names }) =>
        names.map((name) => [key(code, name), { countryCode: code, name }] as const),
      ),
    );
    const stored = await tx.select({ countryCode: cities.countryCode, name: cities.name }).from(cities);
    for (const city of stored) {
      if (wanted.delete(key(city.countryCode, city.name))) continue;
      await tx
        .delete(cities)
        .where(and(eq(cities.countryCode, city.countryCode), eq(cities.name, city.name)));
    }
    if (wanted.size > 0)
      await tx
        .insert(cities)
        .values([...wanted.values()])
        .onConflictDoNothing();
  });
}

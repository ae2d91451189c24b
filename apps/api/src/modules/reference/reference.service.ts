import {
  FEATURED_COUNTRY_CODES,
  type CountryCities,
  type Country,
  type ReferenceItem,
} from '@partnerly/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  agentSpecializations,
  cities,
  contentCategories,
  countries,
  experienceLevels,
} from '../../db/schema';
import { AppError } from '../../middleware/errors';

// Sorted in JavaScript so PGlite and PostgreSQL (whose collations differ) give one order.
const byName = new Intl.Collator('en', { sensitivity: 'base' });

export async function listContentCategories(db: Db): Promise<ReferenceItem[]> {
  return db
    .select({ id: contentCategories.id, label: contentCategories.label })
    .from(contentCategories)
    .orderBy(asc(contentCategories.sortOrder));
}

export async function listAgentSpecializations(db: Db): Promise<ReferenceItem[]> {
  return db
    .select({ id: agentSpecializations.id, label: agentSpecializations.label })
    .from(agentSpecializations)
    .orderBy(asc(agentSpecializations.sortOrder));
}

export async function listExperienceLevels(db: Db): Promise<ReferenceItem[]> {
  return db
    .select({ id: experienceLevels.id, label: experienceLevels.label })
    .from(experienceLevels)
    .orderBy(asc(experienceLevels.sortOrder));
}

/** The country most of our users are in comes first in every country picker (issue 13). */
const FIRST_COUNTRY_CODES: readonly string[] = FEATURED_COUNTRY_CODES;
const pinnedRank = (code: string) => {
  const rank = FIRST_COUNTRY_CODES.indexOf(code);
  return rank === -1 ? FIRST_COUNTRY_CODES.length : rank;
};

export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db.select({ code: countries.code, name: countries.name }).from(countries);
  return rows.sort((a, b) => pinnedRank(a.code) - pinnedRank(b.code) || byName.compare(a.name, b.name));
}

/** The major cities of one country; an empty list means "free-text city". 404 for an unknown code. */
export async function listCities(db: Db, code: string): Promise<CountryCities> {
  const [country] = await db
    .select({ code: countries.code, name: countries.name })
    .from(countries)
    .where(eq(countries.code, code));
  if (!country) throw new AppError('NOT_FOUND', `No country with the code ${code}`);
  const rows = await db.select({ name: cities.name }).from(cities).where(eq(cities.countryCode, code));
  return { country, cities: rows.map((row) => row.name).sort(byName.compare) };
}

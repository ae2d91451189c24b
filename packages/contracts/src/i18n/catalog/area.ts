/** An area's Arabic catalog: exactly the keys of its English one (`catalog/en/<area>.ts`). */
export type AreaCatalog<English extends Record<string, string>> = Record<keyof English, string>;

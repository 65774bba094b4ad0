/** One schema change. Versions are applied in order, each exactly once, and never edited later. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

import type { ColumnType } from 'kysely'

/** Timestamps travel as `YYYY-MM-DDTHH:mm:ss` strings (see the type parsers in connection.ts). */
export type Timestamp = ColumnType<string, string | undefined, string>

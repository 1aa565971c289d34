/** The printed programme as GET …/programme answers it (itemApi.ts reads it, ProgrammeView.tsx shows it). */
export const TYPES = ['BY_DATE', 'BY_ENVIRONMENT_AND_DATE', 'BY_DATE_AND_ENVIRONMENT'] as const
export type ProgrammeType = (typeof TYPES)[number]
type Type = ProgrammeType
export type Environment = { id: number; name?: string | null } | null
export interface Entry {
  id: number
  date: string
  description: string
}
export interface Programme {
  type: Type
  groups: Group[]
}
interface Group {
  date?: string
  environment?: Environment
  entries?: Entry[]
  days?: { date: string; entries: Entry[] }[]
  environments?: { environment: Environment; entries: Entry[] }[]
}

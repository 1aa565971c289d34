/** The establishment as GET /events/establishment answers it (server/establishment/model.ts toEstablishment). */
export const LANGUAGES = ['pt-BR', 'es', 'en-us'] as const
export const INTEGRATIONS = ['channel', 'eSignature', 'pms', 'billing'] as const
/** Which party answers a port: the built-in local one, or none (switched off). */
export const PROVIDERS = ['LOCAL', 'NONE'] as const
export const ADDRESS_FIELDS = [
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
  'zipCode',
  'country',
] as const

export type Language = (typeof LANGUAGES)[number]
export type IntegrationName = (typeof INTEGRATIONS)[number]
export type IntegrationProvider = (typeof PROVIDERS)[number]
export type AddressField = (typeof ADDRESS_FIELDS)[number]

export interface Integration {
  provider: IntegrationProvider
  url: string | null
  user: string | null
  enabled: boolean
  /** Passwords never leave the server; this says whether one is stored. */
  hasPassword: boolean
}

export interface Establishment {
  id: number
  socialReason: string
  tradeName: string | null
  document: string | null
  address: Record<AddressField, string | null>
  phone: string | null
  email: string | null
  language: string
  eventsModule: boolean
  ticketsModule: boolean
  mail: {
    host: string | null
    port: number | null
    secure: boolean
    user: string | null
    from: string | null
    hasPassword: boolean
  }
  integrations: Record<IntegrationName, Integration>
  defaultAssemblyRate: number
  defaultDisassemblyRate: number
  logoImageId: number | null
  timeZone: string
  version: number
}

/** The mail settings as sent to save or to test: a password only when one was typed. */
export interface MailBody {
  host: string | null
  port: number | null
  secure: boolean
  user: string | null
  from: string | null
  password?: string
}

export interface EstablishmentBody {
  socialReason: string
  tradeName: string | null
  document: string | null
  address: Record<AddressField, string | null>
  phone: string | null
  email: string | null
  language: Language
  eventsModule: boolean
  ticketsModule: boolean
  mail: MailBody
  integrations: Record<
    IntegrationName,
    {
      provider: IntegrationProvider
      url: string | null
      user: string | null
      enabled: boolean
      password?: string
    }
  >
  defaultAssemblyRate: number
  defaultDisassemblyRate: number
  logoImageId: number | null
  timeZone: string
  version: number
}

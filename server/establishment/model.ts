import type { Selectable } from 'kysely'
import type { CompanyTable } from '../db/types.js'

import {
  ADDRESS_FIELDS,
  INTEGRATIONS,
  LANGUAGES,
  PROVIDERS,
  type IntegrationName,
  type IntegrationProvider,
  type Language,
} from '../../common/establishment.js'

export { ADDRESS_FIELDS, INTEGRATIONS, LANGUAGES, PROVIDERS, type IntegrationName, type IntegrationProvider }

export interface IntegrationIn {
  provider?: IntegrationProvider
  url?: string | null
  user?: string | null
  password?: string | null
  enabled?: boolean
}
export interface MailIn {
  host?: string | null
  port?: number | null
  secure?: boolean
  user?: string | null
  password?: string | null
  from?: string | null
}
export interface EstablishmentIn {
  socialReason?: string
  tradeName?: string | null
  document?: string | null
  address?: Partial<Record<(typeof ADDRESS_FIELDS)[number], string | null>>
  phone?: string | null
  email?: string | null
  language?: Language
  eventsModule?: boolean
  ticketsModule?: boolean
  mail?: MailIn
  integrations?: Partial<Record<IntegrationName, IntegrationIn>>
  defaultAssemblyRate?: number
  defaultDisassemblyRate?: number
  logoImageId?: number | null
  timeZone?: string
  version?: number
}

const str = (max: number) => ({ type: ['string', 'null'], maxLength: max })
const integration = {
  type: 'object',
  properties: {
    provider: { type: 'string', enum: PROVIDERS },
    url: str(500),
    user: str(100),
    password: str(100),
    enabled: { type: 'boolean' },
  },
}

/** Body of PUT and POST /events/establishment/ (unknown fields such as companyId are ignored). */
export const establishmentBody = {
  type: 'object',
  properties: {
    socialReason: { type: 'string', maxLength: 200 },
    tradeName: str(200),
    document: str(30),
    address: { type: 'object', properties: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, str(200)])) },
    phone: str(30),
    email: str(200),
    language: { type: 'string', enum: LANGUAGES },
    eventsModule: { type: 'boolean' },
    ticketsModule: { type: 'boolean' },
    mail: {
      type: 'object',
      properties: {
        host: str(255),
        port: { type: ['integer', 'null'], minimum: 1, maximum: 65535 },
        secure: { type: 'boolean' },
        user: str(200),
        password: str(200),
        from: str(300),
      },
    },
    integrations: {
      type: 'object',
      properties: Object.fromEntries(INTEGRATIONS.map((i) => [i, integration])),
    },
    defaultAssemblyRate: { type: 'number', minimum: 0, maximum: 999_999_999 },
    defaultDisassemblyRate: { type: 'number', minimum: 0, maximum: 999_999_999 },
    logoImageId: { type: ['integer', 'null'], minimum: 1 },
    timeZone: { type: 'string', minLength: 1, maxLength: 64 },
    version: { type: 'integer' },
  },
} as const

export type CompanyRow = Selectable<CompanyTable>

/** The establishment as the screen reads it. Passwords never leave the server: only `hasPassword`. */
export function toEstablishment(c: CompanyRow) {
  const integrations = Object.fromEntries(
    INTEGRATIONS.map((name) => {
      const i = (c.integrations[name] ?? {}) as IntegrationIn
      return [
        name,
        {
          provider: i.provider ?? 'LOCAL',
          url: i.url ?? null,
          user: i.user ?? null,
          enabled: i.enabled ?? false,
          hasPassword: !!i.password,
        },
      ]
    }),
  )
  return {
    id: c.id,
    socialReason: c.social_reason,
    tradeName: c.trade_name,
    document: c.document,
    address: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, c.address[f] ?? null])),
    phone: c.phone,
    email: c.email,
    language: c.language,
    eventsModule: c.events_module,
    ticketsModule: c.tickets_module,
    mail: {
      host: c.smtp_host,
      port: c.smtp_port,
      secure: c.smtp_secure,
      user: c.smtp_user,
      from: c.mail_from,
      hasPassword: !!c.smtp_password,
    },
    integrations,
    defaultAssemblyRate: Number(c.default_assembly_rate),
    defaultDisassemblyRate: Number(c.default_disassembly_rate),
    logoImageId: c.logo_image_id,
    timeZone: c.time_zone,
    version: c.version,
  }
}

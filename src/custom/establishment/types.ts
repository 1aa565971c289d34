/** The establishment as GET /events/establishment answers it (server/establishment/model.ts toEstablishment). */
import type {
  AddressField,
  IntegrationName,
  IntegrationProvider,
  Language,
} from '../../../common/establishment'

// The fixed lists have one home, shared with the server that validates the body.
export {
  ADDRESS_FIELDS,
  INTEGRATIONS,
  LANGUAGES,
  PROVIDERS,
  type AddressField,
  type IntegrationName,
  type IntegrationProvider,
  type Language,
} from '../../../common/establishment'

/** What the answer and the body to save hold alike. */
interface EstablishmentFields {
  socialReason: string
  tradeName: string | null
  document: string | null
  address: Record<AddressField, string | null>
  phone: string | null
  email: string | null
  eventsModule: boolean
  ticketsModule: boolean
  defaultAssemblyRate: number
  defaultDisassemblyRate: number
  logoImageId: number | null
  timeZone: string
  version: number
}

/** A port's settings as sent to save: a password only when one was typed. */
interface IntegrationBody {
  provider: IntegrationProvider
  url: string | null
  user: string | null
  enabled: boolean
  password?: string
}

export interface Integration extends Omit<IntegrationBody, 'password'> {
  /** Passwords never leave the server; this says whether one is stored. */
  hasPassword: boolean
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

export interface Establishment extends EstablishmentFields {
  id: number
  language: string
  mail: Omit<MailBody, 'password'> & { hasPassword: boolean }
  integrations: Record<IntegrationName, Integration>
}

export interface EstablishmentBody extends EstablishmentFields {
  language: Language
  mail: MailBody
  integrations: Record<IntegrationName, IntegrationBody>
}

/**
 * The screen's editable copy of the establishment: every text as typed (numbers in the person's
 * format), passwords empty (an empty password on save keeps the stored one, as the server says in
 * server/establishment/repository.ts), and the body PUT sends.
 */
import { localeFromLanguage } from '../../i18n/messages'
import { formatNumber, parseNumber } from '../../../common/format'
import {
  ADDRESS_FIELDS,
  INTEGRATIONS,
  type AddressField,
  type Establishment,
  type EstablishmentBody,
  type IntegrationName,
  type IntegrationProvider,
  type Language,
  type MailBody,
} from './types'

export interface MailForm {
  host: string
  port: string
  secure: boolean
  user: string
  password: string
  from: string
}
export interface IntegrationForm {
  provider: IntegrationProvider
  url: string
  user: string
  password: string
  enabled: boolean
}
export interface EstablishmentForm {
  socialReason: string
  tradeName: string
  document: string
  phone: string
  email: string
  address: Record<AddressField, string>
  language: Language
  eventsModule: boolean
  ticketsModule: boolean
  mail: MailForm
  integrations: Record<IntegrationName, IntegrationForm>
  defaultAssemblyRate: string
  defaultDisassemblyRate: string
  logoImageId: number | null
  timeZone: string
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v))
const orNull = (v: string) => (v.trim() ? v.trim() : null)

export function toForm(e: Establishment, locale: string): EstablishmentForm {
  return {
    socialReason: e.socialReason,
    tradeName: text(e.tradeName),
    document: text(e.document),
    phone: text(e.phone),
    email: text(e.email),
    address: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text(e.address?.[f])])) as Record<
      AddressField,
      string
    >,
    language: localeFromLanguage(e.language) ?? 'pt-BR',
    eventsModule: e.eventsModule,
    ticketsModule: e.ticketsModule,
    mail: {
      host: text(e.mail.host),
      port: text(e.mail.port),
      secure: e.mail.secure,
      user: text(e.mail.user),
      password: '',
      from: text(e.mail.from),
    },
    integrations: Object.fromEntries(
      INTEGRATIONS.map((name) => {
        const i = e.integrations[name]
        return [
          name,
          {
            provider: i?.provider ?? 'LOCAL',
            url: text(i?.url),
            user: text(i?.user),
            password: '',
            enabled: i?.enabled ?? false,
          },
        ]
      }),
    ) as Record<IntegrationName, IntegrationForm>,
    defaultAssemblyRate: formatNumber(e.defaultAssemblyRate, locale, 2),
    defaultDisassemblyRate: formatNumber(e.defaultDisassemblyRate, locale, 2),
    logoImageId: e.logoImageId,
    timeZone: e.timeZone,
  }
}

/** A copy of `form` with the value at a dotted path (`mail.host`, `integrations.pms.enabled`) replaced. */
export function withValue<T>(form: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.')
  const node = form as Record<string, unknown>
  return { ...node, [head]: rest.length ? withValue(node[head], rest.join('.'), value) : value } as T
}

export function valueAt(form: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], form)
}

/** Field errors (locale keys by dotted path) of what only the screen can tell: numbers it cannot read. */
export type FieldErrors = Record<string, string>

/** The mail settings to save or test; the port is null when left empty. */
export function mailBody(m: MailForm): { body: MailBody; errors: FieldErrors } {
  const port = m.port.trim() ? Number(m.port) : null
  const errors: FieldErrors =
    port !== null && !Number.isInteger(port) ? { 'mail.port': 'error.invalidValue' } : {}
  const body: MailBody = {
    host: orNull(m.host),
    port,
    secure: m.secure,
    user: orNull(m.user),
    from: orNull(m.from),
  }
  if (m.password) body.password = m.password
  return { body, errors }
}

export function toBody(
  form: EstablishmentForm,
  version: number,
  locale: string,
): { body: EstablishmentBody; errors: FieldErrors } {
  const mail = mailBody(form.mail)
  const errors: FieldErrors = { ...mail.errors }
  const rate = (field: 'defaultAssemblyRate' | 'defaultDisassemblyRate') => {
    const value = form[field].trim() ? parseNumber(form[field], locale) : null
    if (value === null) errors[field] = form[field].trim() ? 'error.invalidValue' : 'error.required'
    return value ?? 0
  }
  const body: EstablishmentBody = {
    socialReason: form.socialReason,
    tradeName: orNull(form.tradeName),
    document: orNull(form.document),
    phone: orNull(form.phone),
    email: orNull(form.email),
    address: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, orNull(form.address[f])])) as Record<
      AddressField,
      string | null
    >,
    language: form.language,
    eventsModule: form.eventsModule,
    ticketsModule: form.ticketsModule,
    mail: mail.body,
    integrations: Object.fromEntries(
      INTEGRATIONS.map((name) => {
        const i = form.integrations[name]
        return [
          name,
          {
            provider: i.provider,
            url: orNull(i.url),
            user: orNull(i.user),
            enabled: i.enabled,
            ...(i.password ? { password: i.password } : {}),
          },
        ]
      }),
    ) as EstablishmentBody['integrations'],
    defaultAssemblyRate: rate('defaultAssemblyRate'),
    defaultDisassemblyRate: rate('defaultDisassemblyRate'),
    logoImageId: form.logoImageId,
    timeZone: form.timeZone,
    version,
  }
  return { body, errors }
}

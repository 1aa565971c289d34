import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { AppError, badRequest, fieldError, type FieldError } from '../http/errors.js'
import { INTEGRATIONS, type CompanyRow, type EstablishmentIn, type IntegrationIn } from './model.js'

type Trx = Transaction<Database>
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const URL_RE = /^https?:\/\/[^\s]+$/i

/** The tenant's company (one per tenant; the first by id, as the session call reads it). */
export async function readCompany(trx: Trx, lock = false): Promise<CompanyRow> {
  let q = trx.selectFrom('company').selectAll().orderBy('id').limit(1)
  if (lock) q = q.forUpdate()
  return q.executeTakeFirstOrThrow()
}

/** An empty or missing password means "keep the stored one". */
const keep = (given: string | null | undefined, stored: string | null | undefined) =>
  given ? given : (stored ?? null)
const blankToNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v?.trim() ? v.trim() : null

function mergeIntegrations(
  current: Record<string, Record<string, unknown>>,
  given: EstablishmentIn['integrations'],
) {
  const out: Record<string, IntegrationIn> = {}
  for (const name of INTEGRATIONS) {
    const cur = (current[name] ?? {}) as IntegrationIn
    const g = given?.[name] ?? {}
    out[name] = {
      provider: g.provider ?? cur.provider ?? 'LOCAL',
      url: g.url !== undefined ? blankToNull(g.url) : (cur.url ?? null),
      user: g.user !== undefined ? blankToNull(g.user) : (cur.user ?? null),
      password: keep(g.password, cur.password),
      enabled: g.enabled ?? cur.enabled ?? false,
    }
  }
  return out
}

/** An IANA zone this server's Intl knows (the feeds write its VTIMEZONE from that data). */
const knownZone = (zone: string) => {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone === zone
  } catch {
    return false
  }
}

/** Rules the JSON schema cannot say; every broken one is reported at once. */
async function check(trx: Trx, next: CompanyRow, integrations: Record<string, IntegrationIn>) {
  const errors: FieldError[] = []
  if (!next.social_reason.trim()) errors.push(fieldError('socialReason', 'error.required'))
  if (next.email && !EMAIL.test(next.email)) errors.push(fieldError('email', 'error.invalidValue'))
  if (!next.events_module && !next.tickets_module)
    errors.push(fieldError('eventsModule', 'establishment.moduleRequired'))
  if (!knownZone(next.time_zone)) errors.push(fieldError('timeZone', 'error.invalidValue'))
  if (next.smtp_host && !next.smtp_port) errors.push(fieldError('mail.port', 'error.required'))
  if (next.mail_from && !next.mail_from.includes('@'))
    errors.push(fieldError('mail.from', 'error.invalidValue'))
  for (const name of INTEGRATIONS) {
    const i = integrations[name]
    if (i.enabled && !i.url) errors.push(fieldError(`integrations.${name}.url`, 'error.required'))
    else if (i.url && !URL_RE.test(i.url))
      errors.push(fieldError(`integrations.${name}.url`, 'error.invalidValue'))
  }
  if (next.logo_image_id) {
    const image = await trx
      .selectFrom('stored_file')
      .select('id')
      .where('id', '=', next.logo_image_id)
      .where('kind', '=', 'IMAGE')
      .executeTakeFirst()
    if (!image) errors.push(fieldError('logoImageId', 'error.invalidReference'))
  }
  if (errors.length) throw badRequest(errors)
}

/** Applies the given fields over the stored ones (absent fields keep their value) and bumps the version. */
export async function updateCompany(trx: Trx, b: EstablishmentIn): Promise<CompanyRow> {
  const cur = await readCompany(trx, true)
  if (b.version !== undefined && b.version !== cur.version)
    throw new AppError(
      409,
      'error.changedInAnotherSession',
      [],
      `version ${b.version} is stale (now ${cur.version})`,
    )
  const m = b.mail ?? {}
  const set = <T>(v: T | undefined, fallback: T) => (v === undefined ? fallback : v)
  const next: CompanyRow = {
    ...cur,
    social_reason: set(b.socialReason?.trim(), cur.social_reason),
    trade_name: set(blankToNull(b.tradeName), cur.trade_name),
    document: set(blankToNull(b.document), cur.document),
    address: b.address ? { ...cur.address, ...b.address } : cur.address,
    phone: set(blankToNull(b.phone), cur.phone),
    email: set(blankToNull(b.email), cur.email),
    language: set(b.language, cur.language),
    events_module: set(b.eventsModule, cur.events_module),
    tickets_module: set(b.ticketsModule, cur.tickets_module),
    smtp_host: set(blankToNull(m.host), cur.smtp_host),
    smtp_port: set(m.port, cur.smtp_port),
    smtp_secure: set(m.secure, cur.smtp_secure),
    smtp_user: set(blankToNull(m.user), cur.smtp_user),
    smtp_password: keep(m.password, cur.smtp_password),
    mail_from: set(blankToNull(m.from), cur.mail_from),
    default_assembly_rate: set(b.defaultAssemblyRate, cur.default_assembly_rate),
    default_disassembly_rate: set(b.defaultDisassemblyRate, cur.default_disassembly_rate),
    logo_image_id: set(b.logoImageId, cur.logo_image_id),
    time_zone: set(b.timeZone, cur.time_zone),
  }
  const integrations = mergeIntegrations(cur.integrations, b.integrations)
  await check(trx, next, integrations)
  const { id, tenant_id: _t, created_at: _c, version: _v, address, integrations: _i, ...columns } = next
  return trx
    .updateTable('company')
    .set({
      ...columns,
      address: sql`${JSON.stringify(address)}::jsonb`,
      integrations: sql`${JSON.stringify(integrations)}::jsonb`,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

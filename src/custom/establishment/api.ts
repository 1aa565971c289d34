import { http } from '../../providers/http'
import type { Establishment as SessionEstablishment } from '../../providers/session'
import type { Establishment, EstablishmentBody, MailBody } from './types'

/** The react-query key of GET /events/establishment (the page reads it, a save replaces it). */
export const ESTABLISHMENT_KEY = ['eventdesk', 'establishment']

const readEstablishment = () => http<Establishment>('/events/establishment')

const saveEstablishment = (body: EstablishmentBody) =>
  http<Establishment>('/events/establishment', { method: 'PUT', json: body })

/** Really talks to the SMTP server of the (unsaved) mail settings; answers `{ok: true}` or fails with its words. */
const testSmtp = (mail: MailBody) =>
  http<{ ok: boolean }>('/events/establishment/smtpconfigtest', { method: 'POST', json: { mail } })

/** What the sign-in keeps about the establishment (modules, language, names): read again after a save. */
const readSessionEstablishment = () => http<SessionEstablishment>('/events/establishment-user')

/** The establishment calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const establishmentMethods = {
  readEstablishment,
  saveEstablishment,
  testSmtp,
  readSessionEstablishment,
}

type Registered = typeof establishmentMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}

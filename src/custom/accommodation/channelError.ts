/**
 * A failed call as the lines the person reads (event-domain §8, platform.md §3 "message formats"):
 * a message with the channel marker gives the translated error, then "Channel Error: …" and
 * "GUID: …"; one starting with "[" gives "Back Integration Error: …"; otherwise the translated
 * message alone.
 */
import { HttpError } from '../../providers/http'
import { errorMessage, type Labeller } from '../../providers/errors'

type Translate = (key: string, options?: Record<string, unknown>) => string

const CHANNEL = /Channel Error:\s*(.*?)(?:\s*\|\s*GUID:\s*(.*))?$/s

export function errorLines(error: unknown, t: Translate, labelOf?: Labeller): string[] {
  const first = errorMessage(error, t, labelOf)
  if (!(error instanceof HttpError)) return [first]
  return detailLines(first, error.body as Body, t)
}

type Body = { developerMessage?: string | null; partyMessage?: unknown; guid?: unknown }

/** A send that failed for good, as the block keeps it: the same lines as the answer of a call. */
export function failureLines(failure: { message: string } & Body, t: Translate): string[] {
  const text = t(failure.message)
  return detailLines(text && text !== failure.message ? text : t('error.requestFailed'), failure, t)
}

function detailLines(first: string, body: Body, t: Translate): string[] {
  const dev = body.developerMessage ?? ''
  const marked = CHANNEL.exec(dev)
  if (marked) {
    const text = typeof body.partyMessage === 'string' ? body.partyMessage : marked[1]
    const guid = typeof body.guid === 'string' ? body.guid : (marked[2] ?? '-')
    return [
      first,
      t('accommodation.channel.errorLine', { text }),
      t('accommodation.channel.guidLine', { guid }),
    ]
  }
  if (dev.startsWith('['))
    return [
      first,
      t('accommodation.channel.backIntegrationLine', { text: dev.replace(/^\[[^\]]*\]\s*/, '') }),
    ]
  return [first]
}

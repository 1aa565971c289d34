/**
 * How an external party answers "no": ERROR (it failed), TIMEOUT (it did not answer in time),
 * REJECT (it refused the operation), NOT_FOUND (it does not know the id), INVALID (our request
 * lacks what it needs). callPort turns it into the spec §8 error of the operation.
 */
export type PartyFailure = 'ERROR' | 'TIMEOUT' | 'REJECT' | 'NOT_FOUND' | 'INVALID'

export class PartyError extends Error {
  constructor(
    readonly failure: PartyFailure,
    /** The party's own text, shown as "Channel Error: …" or "Back Integration Error: …". */
    readonly partyMessage: string,
    readonly guid: string | null = null,
    /** A more precise locale key than the operation's default (e.g. no availability). */
    readonly key?: string,
  ) {
    super(partyMessage)
  }
}

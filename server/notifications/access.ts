import type { AuthContext } from '../auth/context.js'
import { forbidden } from '../http/errors.js'

/** Admins act on anyone's notifications; a member on their own (or those they sent, for edits). */
export const mayActFor = (auth: AuthContext, userId: number) => auth.admin || userId === auth.eventsUserId
export const requireFor = (auth: AuthContext, userId: number) => {
  if (!mayActFor(auth, userId)) throw forbidden()
}

/**
 * The hint under a password field. The server never sends passwords back, only whether one is
 * stored; an empty field on save keeps it (server/establishment/repository.ts `keep`).
 */
export const passwordHelper = (hasPassword: boolean | undefined) =>
  hasPassword ? 'establishment.hints.passwordKept' : 'establishment.hints.passwordNone'

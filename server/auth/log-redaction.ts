import type { FastifyRequest } from 'fastify'

const SECRET_PARAMS = /([?&](?:access_token|refresh_token|token|password|activationKey|key)=)[^&#]*/gi

/** A URL with the values of token-like query parameters replaced, so logs never hold a token. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[REDACTED]')

/** pino serializer for requests: method, redacted URL, host and address, never headers. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }
}

import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * Fastify's per-request lines at `debug` instead of `info` (issue 49: a morning's use wrote
 * ~4,700 JSON lines, two per request, burying the warnings). A request that failed — an error, or
 * a 5xx answer — is still logged at `error`; LOG_LEVEL=debug brings every line back.
 * `quiet` requests (the demo seed's in-process calls) are not logged at all.
 */
export class RequestLogController extends LogController {
  private readonly quiet: (req: FastifyRequest) => boolean

  constructor(quiet: (req: FastifyRequest) => boolean) {
    super({ disableRequestLogging: quiet })
    this.quiet = quiet
  }

  override incomingRequest(request: FastifyRequest) {
    if (!this.quiet(request)) request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.quiet(request)) return
    const line = { res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else if (reply.statusCode >= 500) reply.log.error(line, 'request completed')
    else reply.log.debug(line, 'request completed')
  }

  override routeNotFound(request: FastifyRequest) {
    if (!this.quiet(request)) request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`)
  }
}

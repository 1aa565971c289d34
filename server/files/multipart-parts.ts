import type { FastifyRequest } from 'fastify'
import { AppError, badRequest, fieldError } from '../http/errors.js'
import { badText } from '../http/input-guard.js'

type Limits = NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits']
export type Part =
  | { type: 'file'; fieldname: string; filename: string; bytes: Buffer }
  | { type: 'field'; fieldname: string; value: string }

/**
 * The parts of a multipart body, files read whole. A body the parser cannot read (no boundary, a
 * cut or malformed part) is bad input, a 400 on `file`, never a 500; a file over the size limit
 * is `file.tooLarge`; text fields go through the input guard's text check (it never sees them).
 */
export async function* multipartParts(request: FastifyRequest, limits: Limits): AsyncGenerator<Part> {
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        yield {
          type: 'file',
          fieldname: part.fieldname,
          filename: part.filename,
          bytes: await part.toBuffer(),
        }
        continue
      }
      const value = String(part.value)
      if (badText(part.fieldname) || badText(value))
        throw badRequest([fieldError(part.fieldname, 'error.invalidValue')])
      yield { type: 'field', fieldname: part.fieldname, value }
    }
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number }
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest([fieldError('file', 'file.tooLarge')])
    if (err instanceof AppError || (statusCode && statusCode < 500)) throw err
    throw badRequest([fieldError('file', 'error.invalidValue')])
  }
}

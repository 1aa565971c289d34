import { ok, shapes as s } from '../http/answers.js'

export const mailAnswers = {
  /** The SMTP test: the server took the test message (an unreachable server is the usual 503). */
  smtpTest: ok(s.object({ ok: { type: 'boolean', const: true } }, ['ok'])),
}

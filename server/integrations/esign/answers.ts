import { ok, shapes as s } from '../../http/answers.js'

/** The built-in signing page's answers; a spent, unknown or closed link is the usual 404. */
export const signingAnswers = {
  /** What the page shows: the document, who signs, and the establishment's name and language. */
  link: ok(
    s.object(
      {
        document: s.text,
        signer: s.maybe('string'),
        establishment: s.maybe('string'),
        language: s.maybe('string'),
      },
      ['document'],
    ),
  ),
  /** The signer's answer, as recorded. */
  decided: ok(s.object({ status: { type: 'string', enum: ['SIGNED', 'DECLINED'] } }, ['status'])),
}

import { ok, shapes as s } from '../http/answers.js'

/** An uploaded image's record (repository.ts recordFile). */
const image = s.object({ id: s.integer, name: s.text, mime: s.text, size: s.integer, public: s.flag }, [
  'id',
  'name',
  'mime',
  'size',
  'public',
])

export const fileAnswers = {
  image: ok(image),
  /** A short-lived token and the URL an <img> loads the private image with. */
  temporary: ok(s.object({ token: s.text, url: s.text }, ['token', 'url'])),
}

import { ok, pageOf, recordOf, shapes as s } from '../http/answers.js'

const currency = recordOf('currency-company')
/** A quotation as stored, its currency named (`currencyCompany: {id, name}`). */
const quotation = recordOf('currency-quotation')

export const currencyAnswers = {
  active: ok(s.list(currency)),
  activePage: ok(pageOf(currency)),
  quotationPage: ok(pageOf(quotation)),
  quotation: ok(quotation),
}

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

/** The tenant's main currency as money answers name it (id and code null when none is set). */
export const mainCurrencyShape = s.object(
  { id: s.maybe('integer'), isoCode: s.maybe('string'), symbol: s.text },
  ['id', 'isoCode', 'symbol'],
)

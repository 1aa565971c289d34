/**
 * Demo document templates, one of each type (spec §5 wants one active per type), in the tenant's
 * language like the other demo texts (issue 49: an English establishment's budget read "Orçamento
 * nº 2"). Their fixed words are locale keys (`documents.demoTemplate.*`); they use the
 * placeholders of server/documents/placeholders.ts and only the markup the sanitiser keeps.
 */
import { translate, type Locale } from '../i18n/translate.js'

/** The tenant's `company.language` as one of our locales (`en-US`, `en-us` → en-us). */
const localeOf = (language: string | null | undefined): Locale =>
  language?.startsWith('es') ? 'es' : language?.toLowerCase().startsWith('en') ? 'en-us' : 'pt-BR'

const header = `<p style="text-align: center">{{establishment.logo}}</p>
<h1 style="text-align: center">{{establishment.tradeName}}</h1>
<p style="text-align: center">{{establishment.address}} · {{establishment.phone}} · {{establishment.email}}</p>
<hr>`

type Words = (key: string) => string

const eventBlock = (w: Words) => `<h3>${w('event')}</h3>
<p><strong>${w('event')}:</strong> {{event.name}} (${w('number')} {{event.number}})<br>
<strong>${w('period')}:</strong> ${w('range')}<br>
<strong>${w('type')}:</strong> {{event.type}}<br>
<strong>${w('location')}:</strong> {{event.location}}<br>
<strong>${w('estimatedPeople')}:</strong> ${w('peopleCount')}</p>
<h3>${w('customer')}</h3>
<p><strong>{{customer.name}}</strong><br>
<strong>${w('document')}:</strong> {{customer.document}}<br>
<strong>${w('address')}:</strong> {{customer.address}}<br>
<strong>${w('contact')}:</strong> {{customer.email}} · {{customer.phone}}<br>
<strong>${w('requester')}:</strong> {{requester.name}} · {{requester.email}} · {{requester.phone}}</p>`

/** Every priced line by group, as the summary reckons it (a table left empty shows its header only). */
const pricedLines = (w: Words, h: string) => `<${h}>${w('environments')}</${h}>
<p>{{table.environments}}</p>
<${h}>${w('equipment')}</${h}>
<p>{{table.equipment}}</p>
<${h}>${w('foodAndBeverage')}</${h}>
<p>{{table.meals}}</p>
<p>{{table.menus}}</p>
<p>{{table.roomService}}</p>
<${h}>${w('accommodation')}</${h}>
<p>{{table.accommodation}}</p>
<${h}>${w('discounts')}</${h}>
<p>{{table.discounts}}</p>`

const budget = (w: Words) => `${header}
<h2>${w('budgetTitle')}</h2>
<p>São Paulo, {{today}}</p>
${eventBlock(w)}
${pricedLines(w, 'h3')}
<h3>${w('summary')}</h3>
<p>{{table.summary}}</p>
<p><strong>${w('budgetTotal')}: {{totals.total}}</strong></p>
<h3>${w('payments')}</h3>
<p>{{table.payments}}</p>
<p><em>${w('budgetNote')}</em></p>`

const contract = (w: Words) => `${header}
<h2 style="text-align: center">${w('contractTitle')}</h2>
<p><strong>${w('contractor')}:</strong> {{establishment.name}}, ${w('contractorRegistered')} {{establishment.document}}.<br>
<strong>${w('headOffice')}:</strong> {{establishment.address}}</p>
<p><strong>${w('client')}:</strong> {{customer.name}}, ${w('clientRegistered')} {{customer.document}}.<br>
<strong>${w('address')}:</strong> {{customer.address}}<br>
<strong>${w('representative')}:</strong> {{requester.name}}</p>
<h3>${w('clause1')}</h3>
<p>${w('clause1Text')}<br>
<strong>${w('estimatedPeople')}:</strong> ${w('peopleCount')}</p>
${pricedLines(w, 'h4')}
<h3>${w('clause2')}</h3>
<p>{{table.summary}}</p>
<p>${w('clause2Text')}</p>
<p>{{table.payments}}</p>
<h3>${w('clause3')}</h3>
<p>${w('clause3Text')}</p>
<p>São Paulo, {{today}}.</p>
<p><br>______________________________<br>{{establishment.name}}</p>
<p><br>______________________________<br>{{customer.name}}</p>`

const badge = (w: Words) => `<p style="text-align: center">{{establishment.logo}}</p>
<h3 style="text-align: center">{{event.name}}</h3>
<h1 style="text-align: center">{{badge.name}}</h1>
<p style="text-align: center"><strong>{{badge.company}}</strong></p>
<p style="text-align: center">{{badge.qrcode}}</p>
<p style="text-align: center"><em>${w('range')}</em></p>`

const beo = (w: Words) => `${header}
<h2>${w('beoTitle')}</h2>
<p><strong>${w('event')}:</strong> {{event.name}} · <strong>${w('customer')}:</strong> {{customer.name}} · <strong>${w('contact')}:</strong> {{requester.name}} {{requester.phone}}</p>
<p><strong>${w('period')}:</strong> ${w('range')} · <strong>${w('people')}:</strong> {{event.estimatedPeople}}</p>
<h3>${w('beoChanges')}</h3>
<p>{{table.beoChanges}}</p>
<h3>${w('beoDays')}</h3>
<p><em>${w('beoHighlight')}</em></p>
<p>{{table.beo}}</p>
<h3>${w('beoMenus')}</h3>
<p>{{table.menus}}</p>
<p>{{table.roomService}}</p>
<p><em>${w('issuedOn')}</em></p>`

const commission = (w: Words) => `${header}
<h2>${w('commissionTitle')}</h2>
<p>São Paulo, {{today}}</p>
<h3>${w('event')}</h3>
<p><strong>${w('event')}:</strong> {{event.name}} (${w('number')} {{event.number}})<br>
<strong>${w('period')}:</strong> ${w('range')}<br>
<strong>${w('customer')}:</strong> {{customer.name}}</p>
<h3>${w('commissionResponsible')}</h3>
<p><strong>{{commission.responsible}}</strong> · {{commission.document}}<br>
{{commission.email}}<br>
<strong>${w('commissionType')}:</strong> {{commission.type}}</p>
<h3>${w('commissionByArea')}</h3>
<p>{{table.commissionShares}}</p>
<table><tbody>
<tr><td><strong>${w('commissionTotal')}</strong></td><td><strong>{{commission.total}}</strong></td></tr>
</tbody></table>
<p><em>${w('commissionNote')}</em></p>
<p><br>______________________________<br>{{commission.responsible}}</p>`

/** The demo templates in a tenant's language (`company.language` at seed time). */
export function demoTemplatesIn(language: string | null | undefined) {
  const locale = localeOf(language)
  const w: Words = (key) => translate(locale, `documents.demoTemplate.${key}`)
  return [
    { name: w('budgetName'), type: 'BUDGET', body: budget(w) },
    { name: w('contractName'), type: 'CONTRACT', body: contract(w) },
    { name: w('badgeName'), type: 'BADGE', body: badge(w) },
    { name: w('beoName'), type: 'BEO', body: beo(w) },
    { name: w('commissionName'), type: 'COMMISSION', body: commission(w) },
  ]
}

/** The Portuguese ones, the default language's (the documents' unit tests read them). */
export const demoTemplates = demoTemplatesIn('pt-BR')

/**
 * Demo document templates in pt-BR, one of each type (spec §5 wants one active per type). They use
 * the placeholders of server/documents/placeholders.ts and only the markup the sanitiser keeps.
 */
const header = `<p style="text-align: center">{{establishment.logo}}</p>
<h1 style="text-align: center">{{establishment.tradeName}}</h1>
<p style="text-align: center">{{establishment.address}} · {{establishment.phone}} · {{establishment.email}}</p>
<hr>`

const eventBlock = `<h3>Evento</h3>
<p><strong>Evento:</strong> {{event.name}} (nº {{event.number}})<br>
<strong>Período:</strong> {{event.startDate}} a {{event.endDate}}<br>
<strong>Tipo:</strong> {{event.type}}<br>
<strong>Local:</strong> {{event.location}}<br>
<strong>Público estimado:</strong> {{event.estimatedPeople}} pessoas</p>
<h3>Cliente</h3>
<p><strong>{{customer.name}}</strong><br>
<strong>Documento:</strong> {{customer.document}}<br>
<strong>Endereço:</strong> {{customer.address}}<br>
<strong>Contato:</strong> {{customer.email}} · {{customer.phone}}<br>
<strong>Solicitante:</strong> {{requester.name}} · {{requester.email}} · {{requester.phone}}</p>`

/** Every priced line by group, as the summary reckons it (a table left empty shows its header only). */
const pricedLines = (h: string) => `<${h}>Espaços</${h}>
<p>{{table.environments}}</p>
<${h}>Equipamentos e serviços</${h}>
<p>{{table.equipment}}</p>
<${h}>Alimentos e bebidas</${h}>
<p>{{table.meals}}</p>
<p>{{table.menus}}</p>
<p>{{table.roomService}}</p>
<${h}>Hospedagem</${h}>
<p>{{table.accommodation}}</p>
<${h}>Descontos</${h}>
<p>{{table.discounts}}</p>`

const budget = `${header}
<h2>Orçamento nº {{document.number}} (versão {{document.version}})</h2>
<p>São Paulo, {{today}}</p>
${eventBlock}
${pricedLines('h3')}
<h3>Resumo</h3>
<p>{{table.summary}}</p>
<p><strong>Total do orçamento: {{totals.total}}</strong></p>
<h3>Pagamentos</h3>
<p>{{table.payments}}</p>
<p><em>Valores com impostos. Orçamento válido por 15 dias; a reserva dos espaços só é garantida após a assinatura do contrato.</em></p>`

const contract = `${header}
<h2 style="text-align: center">Contrato de prestação de serviços para eventos nº {{document.number}}</h2>
<p><strong>CONTRATADA:</strong> {{establishment.name}}, inscrita sob o nº {{establishment.document}}.<br>
<strong>Sede:</strong> {{establishment.address}}</p>
<p><strong>CONTRATANTE:</strong> {{customer.name}}, inscrito sob o nº {{customer.document}}.<br>
<strong>Endereço:</strong> {{customer.address}}<br>
<strong>Representante:</strong> {{requester.name}}</p>
<h3>Cláusula 1ª – Objeto</h3>
<p>A cessão dos espaços, equipamentos e serviços abaixo para o evento <strong>{{event.name}}</strong>, de {{event.startDate}} a {{event.endDate}}.<br>
<strong>Público estimado:</strong> {{event.estimatedPeople}} pessoas</p>
${pricedLines('h4')}
<h3>Cláusula 2ª – Preço e pagamento</h3>
<p>{{table.summary}}</p>
<p>O valor total é de <strong>{{totals.total}}</strong>, com impostos, pago conforme o cronograma abaixo.</p>
<p>{{table.payments}}</p>
<h3>Cláusula 3ª – Cancelamento</h3>
<p>O cancelamento com menos de 30 dias da data do evento implica multa de 50% do valor total.</p>
<p>São Paulo, {{today}}.</p>
<p><br>______________________________<br>{{establishment.name}}</p>
<p><br>______________________________<br>{{customer.name}}</p>`

const badge = `<p style="text-align: center">{{establishment.logo}}</p>
<h3 style="text-align: center">{{event.name}}</h3>
<h1 style="text-align: center">{{badge.name}}</h1>
<p style="text-align: center"><strong>{{badge.company}}</strong></p>
<p style="text-align: center">{{badge.qrcode}}</p>
<p style="text-align: center"><em>{{event.startDate}} a {{event.endDate}}</em></p>`

const beo = `${header}
<h2>Ordem de serviço do evento (BEO) nº {{document.number}} – revisão {{beo.revision}}</h2>
<p><strong>Evento:</strong> {{event.name}} · <strong>Cliente:</strong> {{customer.name}} · <strong>Contato:</strong> {{requester.name}} {{requester.phone}}</p>
<p><strong>Período:</strong> {{event.startDate}} a {{event.endDate}} · <strong>Pessoas:</strong> {{event.estimatedPeople}}</p>
<h3>Alterações desde a revisão anterior ({{beo.previousRevision}})</h3>
<p>{{table.beoChanges}}</p>
<h3>Programação por dia</h3>
<p><em>Linhas destacadas mudaram desde a revisão anterior.</em></p>
<p>{{table.beo}}</p>
<h3>Cardápios e serviço de quarto</h3>
<p>{{table.menus}}</p>
<p>{{table.roomService}}</p>
<p><em>Emitida em {{today}}.</em></p>`

const commission = `${header}
<h2>Demonstrativo de comissão nº {{document.number}} (versão {{document.version}})</h2>
<p>São Paulo, {{today}}</p>
<h3>Evento</h3>
<p><strong>Evento:</strong> {{event.name}} (nº {{event.number}})<br>
<strong>Período:</strong> {{event.startDate}} a {{event.endDate}}<br>
<strong>Cliente:</strong> {{customer.name}}</p>
<h3>Responsável pela comissão</h3>
<p><strong>{{commission.responsible}}</strong> · {{commission.document}}<br>
{{commission.email}}<br>
<strong>Tipo de comissão:</strong> {{commission.type}}</p>
<h3>Comissão por área</h3>
<p>{{table.commissionShares}}</p>
<table><tbody>
<tr><td><strong>Total da comissão</strong></td><td><strong>{{commission.total}}</strong></td></tr>
</tbody></table>
<p><em>Base de cálculo: valor líquido de cada área após cortesias e descontos, como no resumo do evento. O pagamento segue o recebimento do evento.</em></p>
<p><br>______________________________<br>{{commission.responsible}}</p>`

export const demoTemplates = [
  { name: 'Orçamento padrão', type: 'BUDGET', body: budget },
  { name: 'Contrato padrão', type: 'CONTRACT', body: contract },
  { name: 'Crachá padrão', type: 'BADGE', body: badge },
  { name: 'BEO padrão', type: 'BEO', body: beo },
  { name: 'Comissão padrão', type: 'COMMISSION', body: commission },
]

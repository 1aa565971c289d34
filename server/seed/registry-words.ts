/**
 * Words of the demo's short registry lists (event types, origins, areas of interest, cancellation
 * reasons) in each tenant language. They are the tenant's own data once written, so they follow
 * company.language at seed time, as the demo event names do; the plans keep the Portuguese.
 */
const es: Record<string, string> = {
  Corporativo: 'Corporativo',
  Social: 'Social',
  Casamento: 'Boda',
  Formatura: 'Graduación',
  'Congresso e convenção': 'Congreso y convención',
  'Feira e exposição': 'Feria y exposición',
  'Show e entretenimento': 'Espectáculo y entretenimiento',
  Feiras: 'Ferias',
  Congressos: 'Congresos',
  Shows: 'Espectáculos',
  'Preço acima do orçamento': 'Precio por encima del presupuesto',
  'Escolheu outro local': 'Eligió otro lugar',
  'Data indisponível': 'Fecha no disponible',
  'Evento cancelado pelo cliente': 'Evento cancelado por el cliente',
  'Falta de pagamento': 'Falta de pago',
  'Força maior': 'Fuerza mayor',
  'Orçamento recusado': 'Presupuesto rechazado',
  'Cancelado pelo organizador': 'Cancelado por el organizador',
  Congresso: 'Congreso',
  'Reunião corporativa': 'Reunión corporativa',
  Treinamento: 'Capacitación',
  Confraternização: 'Celebración de fin de año',
  'Evento interno': 'Evento interno',
  Feira: 'Feria',
  Show: 'Espectáculo',
  Site: 'Sitio web',
  Telefone: 'Teléfono',
  'E-mail': 'Correo electrónico',
  'Indicação de cliente': 'Recomendación de cliente',
  'Agência de eventos': 'Agencia de eventos',
  'Redes sociais': 'Redes sociales',
  'Visita presencial': 'Visita presencial',
  Indicação: 'Recomendación',
  'Prospecção ativa': 'Prospección activa',
}

const en: Record<string, string> = {
  Corporativo: 'Corporate',
  Social: 'Social',
  Casamento: 'Wedding',
  Formatura: 'Graduation',
  'Congresso e convenção': 'Congress and convention',
  'Feira e exposição': 'Trade fair and exhibition',
  'Show e entretenimento': 'Show and entertainment',
  Feiras: 'Trade fairs',
  Congressos: 'Congresses',
  Shows: 'Shows',
  'Preço acima do orçamento': 'Price over budget',
  'Escolheu outro local': 'Chose another venue',
  'Data indisponível': 'Date unavailable',
  'Evento cancelado pelo cliente': 'Event cancelled by the customer',
  'Falta de pagamento': 'Non-payment',
  'Força maior': 'Force majeure',
  'Orçamento recusado': 'Quote declined',
  'Cancelado pelo organizador': 'Cancelled by the organiser',
  Congresso: 'Congress',
  'Reunião corporativa': 'Corporate meeting',
  Treinamento: 'Training',
  Confraternização: 'Year-end party',
  'Evento interno': 'Internal event',
  Feira: 'Trade fair',
  Show: 'Show',
  Site: 'Website',
  Telefone: 'Phone',
  'E-mail': 'E-mail',
  'Indicação de cliente': 'Customer referral',
  'Agência de eventos': 'Event agency',
  'Redes sociais': 'Social media',
  'Visita presencial': 'Walk-in visit',
  Indicação: 'Referral',
  'Prospecção ativa': 'Outbound prospecting',
}

/** Registries whose demo names are translated: nothing in the plans refers to them by name. */
export const translatedSeedRegistries = new Set([
  'event-type',
  'event-origin',
  'area-interest',
  'cancellation-reason',
])

export function seedWord(language: string | null | undefined, word: string): string {
  const words = language?.startsWith('es') ? es : language?.startsWith('en') ? en : undefined
  return words?.[word] ?? word
}

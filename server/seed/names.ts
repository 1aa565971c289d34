/**
 * Demo event names and follow-up notes in each tenant language: demo content shown as data
 * follows the tenant's language (company.language) instead of staying Portuguese everywhere.
 */
export interface DemoTexts {
  themes: string[]
  qualifiers: string[]
  followUps: string[]
  cancellation: string
}

const ptBR: DemoTexts = {
  themes: [
    'Congresso de Cardiologia',
    'Encontro de Vendas',
    'Casamento',
    'Convenção Anual',
    'Treinamento de Liderança',
    'Workshop de Inovação',
    'Formatura de Medicina',
    'Lançamento de Produto',
    'Simpósio de Direito Digital',
    'Confraternização de Fim de Ano',
    'Reunião de Diretoria',
    'Feira de Franquias',
    'Jantar Beneficente',
    'Seminário de Agronegócio',
    'Festa de 15 Anos',
    'Fórum de Educação',
    'Hackathon',
    'Assembleia de Cooperados',
  ],
  qualifiers: [
    'Sul',
    'Nacional',
    'Regional',
    '2026',
    'Edição Especial',
    'Executivo',
    'Anual',
    'Nordeste',
    'Premium',
  ],
  followUps: [
    'Cliente pediu proposta revisada com coffee break premium.',
    'Enviado contrato para assinatura.',
    'Visita técnica agendada com a produtora.',
    'Confirmar lista de convidados até sexta-feira.',
    'Cliente aprovou o cardápio do almoço.',
    'Aguardando retorno sobre o número de participantes.',
  ],
  cancellation: 'Registrado pelo atendimento comercial.',
}

const es: DemoTexts = {
  themes: [
    'Congreso de Cardiología',
    'Encuentro de Ventas',
    'Boda',
    'Convención Anual',
    'Capacitación en Liderazgo',
    'Taller de Innovación',
    'Graduación de Medicina',
    'Lanzamiento de Producto',
    'Simposio de Derecho Digital',
    'Fiesta de Fin de Año',
    'Reunión de Directorio',
    'Feria de Franquicias',
    'Cena Benéfica',
    'Seminario de Agronegocios',
    'Fiesta de Quince Años',
    'Foro de Educación',
    'Hackathon',
    'Asamblea de Socios',
  ],
  qualifiers: [
    'Sur',
    'Nacional',
    'Regional',
    '2026',
    'Edición Especial',
    'Ejecutivo',
    'Anual',
    'Norte',
    'Premium',
  ],
  followUps: [
    'El cliente pidió una propuesta revisada con coffee break premium.',
    'Contrato enviado para firma.',
    'Visita técnica agendada con la productora.',
    'Confirmar la lista de invitados hasta el viernes.',
    'El cliente aprobó el menú del almuerzo.',
    'Esperando respuesta sobre el número de participantes.',
  ],
  cancellation: 'Registrado por la atención comercial.',
}

const en: DemoTexts = {
  themes: [
    'Cardiology Congress',
    'Sales Meeting',
    'Wedding',
    'Annual Convention',
    'Leadership Training',
    'Innovation Workshop',
    'Medical School Graduation',
    'Product Launch',
    'Digital Law Symposium',
    'Year-End Party',
    'Board Meeting',
    'Franchise Fair',
    'Charity Dinner',
    'Agribusiness Seminar',
    'Sweet Fifteen Party',
    'Education Forum',
    'Hackathon',
    'Members Assembly',
  ],
  qualifiers: [
    'South',
    'National',
    'Regional',
    '2026',
    'Special Edition',
    'Executive',
    'Annual',
    'North',
    'Premium',
  ],
  followUps: [
    'Customer asked for a revised proposal with the premium coffee break.',
    'Contract sent for signature.',
    'Site visit scheduled with the producer.',
    'Confirm the guest list by Friday.',
    'Customer approved the lunch menu.',
    'Waiting for the number of attendees.',
  ],
  cancellation: 'Recorded by the sales desk.',
}

export function demoTexts(language: string | null | undefined): DemoTexts {
  if (language?.startsWith('es')) return es
  if (language?.startsWith('en')) return en
  return ptBR
}

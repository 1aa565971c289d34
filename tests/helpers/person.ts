/**
 * Bodies of valid persons for tests that only need "a person" (a customer, a manager): the person
 * rules require the fields of the person type, so a bare `{name}` is refused.
 */

/** A legal person (a company); with `cnpj`, its main document. */
export function legalPersonBody(name: string, cnpj?: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    personType: 'LEGAL',
    fantasyName: name,
    foundationDate: '2000-01-01',
    lineOfBusiness: 'Eventos',
    documents: cnpj ? [{ type: 'CNPJ', number: cnpj, country: 'BR', main: true }] : undefined,
    personAssignment: { customer: true },
    ...extra,
  }
}

/** A natural person with the fields its type requires. */
export function naturalPersonBody(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    personType: 'NATURAL',
    surname: 'Teste',
    birthDate: '1985-05-05',
    maritalStatus: 'SINGLE',
    profession: 'Analista',
    ...extra,
  }
}

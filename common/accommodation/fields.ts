/**
 * The fields of a room block and of its reservations, in one place: the server audits each of them
 * (event-domain "Audit trail", server/accommodation/audit.ts) and the form places a refusal of any
 * of them on its field (src/custom/accommodation/AccommodationForm.tsx).
 */
export const BLOCK_FIELDS = [
  'holder',
  'reservationLocator',
  'type',
  'deadlineDate',
  'deadlineType',
  'deadlineValue',
  'reservationSituation',
  'pension',
  'observation',
  'situation',
] as const
export const RESERVATION_FIELDS = [
  'hostingUnitType',
  'startDate',
  'endDate',
  'pax',
  'paxType',
  'roomQuantity',
  'paxPerRoom',
  'currency',
  'dailyRates',
  'guests',
] as const

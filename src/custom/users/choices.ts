/** The events-user types of spec §6, with their locale keys (react-admin translates choice names). */
export const typeChoices = [
  { id: 'COMMON', name: 'resources.events-users.enums.type.COMMON' },
  { id: 'ADMIN', name: 'resources.events-users.enums.type.ADMIN' },
]

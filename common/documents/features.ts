/**
 * Spec §6: creating or changing (generating, regenerating, deleting) a budget or a contract
 * document is an action permission of its own; the other documents need only the event. The
 * server checks it (server/documents/document-request.ts) and the screens offer only what passes.
 */
export const documentWriteFeature: Readonly<Record<string, string | undefined>> = {
  BUDGET: 'ACTION_BUDGET_DOCUMENT',
  CONTRACT: 'ACTION_CONTRACT_DOCUMENT',
}

/** What the sign-in pages pass each other in the router state. */
export interface ShellState {
  /** The protected location the visitor asked for, to go to once signed in. */
  from?: string
  /** A locale key shown as a success notice (e.g. after setting a new password). */
  notice?: string
  /** A locale key shown as an error (e.g. the user could not be loaded). */
  error?: string
}

export function shellState(state: unknown): ShellState {
  return state && typeof state === 'object' ? (state as ShellState) : {}
}

/**
 * What `/health` says of the demo data once the server listens: being written on a first start;
 * already there on a later start with the demo seed on (a script that waits for "done" must not
 * wait forever on a restart); nothing when the server does not seed the demo.
 */
export function demoStateAtStart(seed: string, firstRun: boolean): 'none' | 'seeding' | 'done' {
  if (seed !== 'demo') return 'none'
  return firstRun ? 'seeding' : 'done'
}

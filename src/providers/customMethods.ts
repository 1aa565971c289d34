/**
 * The custom screens' server calls, as methods of the app's data provider (react-admin's
 * examples/demo and examples/crm do the same): a screen asks `useEventdeskDataProvider()` for them
 * instead of importing fetch helpers, so tests and apps swap one provider for all calls.
 *
 * This folder knows no screen (docs/domains.md, the browser's graph): each feature keeps its calls
 * in a method map of its own `api.ts`, which types them on `CustomMethods` by declaration merging
 * (as the server's domains type their decorators on `FastifyInstance`), and the apps register the
 * maps at start-up (src/admin/methods.ts, beside the form parts). A provider made after that
 * carries them. The namespace is flat (react-admin's provider proxies call methods by name), so a
 * name given by two maps is refused here, and by the compiler when their types differ.
 */

/** Every feature's methods, one `interface CustomMethods extends …` in each `api.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' api.ts
export interface CustomMethods {}

type Method = (...args: never[]) => unknown
const registered = new Map<string, Method>()

/** Adds the maps' methods to the providers made from now on; a name given twice throws. */
export function registerMethods(groups: Record<string, Record<string, Method>>): void {
  for (const [group, methods] of Object.entries(groups))
    for (const [name, method] of Object.entries(methods)) {
      const known = registered.get(name)
      if (known && known !== method) throw new Error(`the custom method ${name} of ${group} is given twice`)
      registered.set(name, method)
    }
}

/** The methods registered so far, for a data provider being made. */
export const customMethods = (): CustomMethods => Object.fromEntries(registered) as unknown as CustomMethods

import { useState } from 'react'

/**
 * One request at a time for a public page: busy while it runs, and its failure kept as the
 * page's error in the words `explain` gives it (undefined when the page shows it elsewhere).
 */
export function usePageAction(explain: (err: unknown) => string | undefined) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError(undefined)
    try {
      await action()
    } catch (err) {
      setError(explain(err))
    } finally {
      setBusy(false)
    }
  }

  return { busy, error, setError, run }
}

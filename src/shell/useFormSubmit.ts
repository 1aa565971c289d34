import { useState, type FormEvent } from 'react'
import { usePageAction } from './usePageAction'

/**
 * The submit of a public form: once tried, the form shows its rules' errors (`submitted`); it
 * sends only when none is left. `form` is what ShellForm takes.
 */
export function useFormSubmit(
  invalid: boolean,
  send: () => Promise<void>,
  explain: (err: unknown) => string | undefined,
) {
  const [submitted, setSubmitted] = useState(false)
  const { busy, error, run } = usePageAction(explain)

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    if (invalid) return
    await run(send)
  }

  return { submitted, form: { onSubmit, busy, error } }
}

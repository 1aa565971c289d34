import { useMemo, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocaleState, useNotify, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { HttpError } from '../../providers/http'
import { ESTABLISHMENT_KEY } from './api'
import CompanySection from './CompanySection'
import { FormContext, labelKey } from './fields'
import { toBody, toForm, withValue, type FieldErrors } from './form'
import IntegrationsSection from './IntegrationsSection'
import { useApplySaved } from './language'
import { LanguageSection, ModulesSection } from './LanguageModulesSections'
import LogoSection from './LogoSection'
import MailSection from './MailSection'
import RatesSection from './RatesSection'
import type { Establishment } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** Field errors as an HttpError, so the screen's own checks and the server's read alike. */
const invalid = (errors: FieldErrors) =>
  new HttpError(400, {
    message: Object.values(errors)[0],
    errors: Object.entries(errors).map(([field, message]) => ({ field, message })),
  })

/** The establishment's sections, saved together and pessimistically (PUT with the version read). */
export default function EstablishmentForm({ saved }: { saved: Establishment }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const client = useQueryClient()
  const [locale] = useLocaleState()
  const applySaved = useApplySaved()
  const initial = useMemo(() => toForm(saved, locale), [saved, locale])
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})

  const save = useMutation({
    mutationFn: () => {
      const { body, errors: own } = toBody(form, saved.version, locale)
      return Object.keys(own).length ? Promise.reject(invalid(own)) : dataProvider.saveEstablishment(body)
    },
    onSuccess: async (next: Establishment) => {
      client.setQueryData(ESTABLISHMENT_KEY, next)
      setForm(toForm(next, locale))
      setErrors({})
      notify('establishment.saved', { type: 'success' })
      await applySaved(next)
    },
    onError: (error: unknown) => {
      const fields = error instanceof HttpError ? error.body.errors : []
      setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])))
      const first = fields[0]
      const message =
        first?.message ?? (error instanceof HttpError ? error.body.message : 'error.requestFailed')
      const field = first ? translate(labelKey(first.field), { _: first.field }) : ''
      notify(message, { type: 'error', messageArgs: { field, _: translate('error.requestFailed') } })
    },
  })

  const state = useMemo(
    () => ({
      form,
      errors,
      disabled: save.isPending,
      set: (path: string, value: unknown) => setForm((f) => withValue(f, path, value)),
    }),
    [form, errors, save.isPending],
  )
  const dirty = JSON.stringify(form) !== JSON.stringify(initial)

  return (
    <FormContext.Provider value={state}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          save.mutate()
        }}
        sx={{ py: 2, display: 'grid', gap: 2 }}
      >
        <CompanySection />
        <LanguageSection />
        <ModulesSection />
        <MailSection hasPassword={saved.mail.hasPassword} />
        <IntegrationsSection saved={saved} />
        <RatesSection />
        <LogoSection />
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            py: 1,
            bgcolor: 'background.default',
            display: 'flex',
            gap: 1,
            justifyContent: 'flex-end',
            zIndex: 1,
          }}
        >
          <Button
            disabled={!dirty || save.isPending}
            onClick={() => {
              setForm(initial)
              setErrors({})
            }}
          >
            {translate('establishment.discard')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {translate(save.isPending ? 'establishment.saving' : 'establishment.save')}
          </Button>
        </Box>
      </Box>
    </FormContext.Provider>
  )
}

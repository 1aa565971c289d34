import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import ChoiceField from '../../widgets/ChoiceField'
import { DateWithProblem } from '../../widgets/FieldProblem'
import { isDay } from '../accommodation/nights'
import type { Month } from './model'
import { missing, noRefusals, refusalsOf, type Refusals } from './refusals'
import { usePeriodFields } from './usePeriodFields'

/**
 * What the channel's two forms (stock, rates) share: a type over a period of nights, checked here
 * before sending (required fields, whole dates), then written, with the server's refusals placed
 * under their fields.
 */
export function useChannelForm(fields: readonly string[], month: Month) {
  const translate = useTranslate()
  const label = (f: string) => translate(`channelStock.fields.${f}`)
  const period = usePeriodFields(month)
  const [typeId, setTypeId] = useState<number | ''>('')
  const [refusals, setRefusals] = useState<Refusals>(noRefusals)
  const [saving, setSaving] = useState(false)

  /** A submit handler: `required` are the values that may not be blank, `write` sends the form. */
  const submitter =
    (required: () => Record<string, unknown>, write: (start: string, end: string) => Promise<void>) =>
    async (e: FormEvent) => {
      e.preventDefault()
      const local = missing(
        { hostingUnitType: typeId, startDate: period.start, endDate: period.end, ...required() },
        label,
        translate,
      )
      for (const f of ['startDate', 'endDate'] as const) {
        const v = f === 'startDate' ? period.start : period.end
        if (v && !isDay(v)) local.fields[f] = translate('error.invalidDate', { field: label(f) })
      }
      if (Object.keys(local.fields).length) return setRefusals(local)
      setSaving(true)
      setRefusals(noRefusals)
      try {
        await write(period.start!, period.end!)
      } catch (error) {
        setRefusals(refusalsOf(error, fields, label, translate))
      } finally {
        setSaving(false)
      }
    }

  return {
    label,
    period,
    typeId,
    setTypeId,
    refusals,
    setRefusals,
    shown: refusals.fields,
    saving,
    submitter,
  }
}

const formSx = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
}

interface FrameProps {
  /** The locale keys' group: `channelStock.<part>.title`, `.help` and `.save`. */
  part: 'stock' | 'rates'
  form: ReturnType<typeof useChannelForm>
  /** Nothing to sell yet: the button waits for the month's types. */
  noTypes: boolean
  onSubmit: (e: FormEvent) => void
  children: ReactNode
}

/** A channel form's frame: a named form with its heading, help, refusal over the form and the save button. */
export function ChannelFormFrame({ part, form, noTypes, onSubmit, children }: FrameProps) {
  const translate = useTranslate()
  const title = translate(`channelStock.${part}.title`)
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={title}
      onSubmit={onSubmit}
      noValidate
      sx={{ p: 2 }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`channelStock.${part}.help`)}
      </Typography>
      {form.refusals.form ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.refusals.form}
        </Alert>
      ) : null}
      <Box sx={formSx}>{children}</Box>
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={form.saving || noTypes}>
          {translate(`channelStock.${part}.save`)}
        </Button>
      </Box>
    </Paper>
  )
}

/** The type and the from/to nights every channel form starts with; `prefix` names their ids. */
export function TypeAndPeriod({
  prefix,
  form,
  types,
}: {
  prefix: string
  form: ReturnType<typeof useChannelForm>
  types: { id: number; name: string }[]
}) {
  const { label, period, shown } = form
  return (
    <>
      <ChoiceField
        id={`${prefix}-type`}
        label={label('hostingUnitType')}
        value={form.typeId}
        onChange={(v) => form.setTypeId(Number(v))}
        problem={shown.hostingUnitType}
        options={types.map((t) => ({ value: t.id, name: t.name }))}
      />
      <DateWithProblem
        id={`${prefix}-start`}
        label={label('startDate')}
        value={period.start}
        onChange={period.setStart}
        problem={shown.startDate}
        described
      />
      <DateWithProblem
        id={`${prefix}-end`}
        label={label('endDate')}
        value={period.end}
        onChange={period.setEnd}
        problem={shown.endDate}
        described
      />
    </>
  )
}

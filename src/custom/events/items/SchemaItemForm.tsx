/**
 * Insert / edit mode of an event item drawn from its schema (schemas/event/<kind>.schema.json):
 * the app's RJSF form with its widgets, labels from `events.<kind>.fields`, the server's field
 * errors on their fields and any other refusal above the form.
 */
import { useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Save from '@mui/icons-material/Save'
import SaveCancelButtons from '../../../widgets/SaveCancelButtons'
import AppForm from '../../../resources/AppForm'
import { serverErrorSchema } from '../../../resources/formErrors'
import { bodyFrom, formSchemaFrom, uiSchemaFrom } from '../../../resources/formSchema'
import FormGrid from '../form/FormGrid'
import type { ItemFormContext } from './EventEnvironmentField'
import { eventDefaults, followers, refIdOf, type Period } from './itemDefaults'
import { editableSchema, type ItemKind } from './itemSchemas'
import { useItemFailure } from './useItemFailure'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

interface Props {
  kind: ItemKind
  eventId: number
  item?: Record<string, unknown>
  /** The event's dates, which a new item's dates start from (`x-ui.defaultFrom.event`). */
  period?: Period
  busy: boolean
  failure?: unknown
  onSave: (body: Record<string, unknown>) => void
  /** Absent on forms that have no list to return to (the summary's responsibles). */
  onCancel?: () => void
}

const templates = { ObjectFieldTemplate: FormGrid }

export default function SchemaItemForm({
  kind,
  eventId,
  item,
  period,
  busy,
  failure,
  onSave,
  onCancel,
}: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const source = useMemo(() => editableSchema(kind.schema), [kind])
  const schema = useMemo(() => formSchemaFrom(source), [source])
  const uiSchema = useMemo(() => uiSchemaFrom(kind.prefix, source, translate), [kind, source, translate])
  const formContext: ItemFormContext = useMemo(() => ({ eventId }), [eventId])
  const client = useQueryClient()
  const [formData, setFormData] = useState<Record<string, unknown>>(
    () => item ?? eventDefaults(source, period),
  )
  const follows = useMemo(() => followers(source), [source])
  /**
   * A reference picked (or changed) brings its record's value into the fields that follow it, so
   * the form shows what will be saved; the person may still type another. A record they may not
   * read leaves the field as it was (the server then saves the registry's value).
   */
  const change = (next: Record<string, unknown>) => {
    const before = formData
    setFormData(next)
    for (const f of follows) {
      const id = refIdOf(next[f.field])
      if (id === undefined || id === refIdOf(before[f.field])) continue
      client
        .fetchQuery({
          queryKey: ['eventdesk', 'record', f.target, id],
          queryFn: async ({ signal }) =>
            (await dataProvider.getOne<{ id: number; [key: string]: unknown }>(f.target, { id, signal }))
              .data,
          staleTime: 60_000,
        })
        .then((record) => {
          const value = record[f.property]
          if (value === undefined || value === null) return
          setFormData((now) => (refIdOf(now[f.field]) === id ? { ...now, [f.into]: value } : now))
        })
        .catch(() => undefined)
    }
  }
  const { byField, top } = useItemFailure(failure, kind.prefix, Object.keys(source.properties ?? {}))
  const extraErrors = useMemo(() => serverErrorSchema(byField), [byField])

  return (
    <Box aria-label={translate(item ? 'events.items.edit' : 'events.items.new')} role="region">
      {top ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {top}
        </Alert>
      ) : null}
      <AppForm
        schema={schema}
        source={source}
        uiSchema={uiSchema}
        labelPrefix={kind.prefix}
        formData={formData}
        onChange={change}
        formContext={formContext}
        // The general tab's form stays mounted beside this one: ids of their own keep labels on their fields.
        idPrefix={kind.kind}
        extraErrors={extraErrors}
        templates={templates}
        disabled={busy}
        onSubmit={(data) => onSave(bodyFrom(source, data))}
      >
        <SaveCancelButtons busy={busy} onCancel={onCancel} saveIcon={<Save />} />
      </AppForm>
    </Box>
  )
}

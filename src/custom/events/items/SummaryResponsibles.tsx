import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNotify, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { itemKinds } from './itemSchemas'
import SchemaItemForm from './SchemaItemForm'
import type { Summary } from './summaryShape'
import type { ItemTabProps } from './useItems'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

/**
 * The payment responsible is optional: the form's copy does not insist on its person, and an
 * emptied one is sent as absent (the server then clears it). The server still checks the person.
 */
const summaryForm = (() => {
  const { schema } = itemKinds.summary
  const payer = schema.properties!.paymentResponsible
  return {
    ...itemKinds.summary,
    schema: {
      ...schema,
      properties: { ...schema.properties, paymentResponsible: { ...payer, required: [] } },
    },
  }
})()

function withoutEmptyPayer(body: Record<string, unknown>) {
  const payer = body.paymentResponsible as { person?: unknown } | undefined
  if (payer && !payer.person) {
    const { paymentResponsible: _, ...rest } = body
    return rest
  }
  return body
}

/**
 * Who answers for the summary (a person or an unregistered name, with the groups billed to each)
 * and the payment responsible, saved with PUT summary/save and the event's version.
 */
export default function SummaryResponsibles({
  eventId,
  version,
  onVersion,
  onFailure,
  summary,
}: ItemTabProps & { summary: Summary }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const client = useQueryClient()
  // Remounted after its own saves only: a background read must not wipe what is being typed.
  const [saves, setSaves] = useState(0)
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => dataProvider.saveSummary(eventId, body, version),
    onSuccess: (answer) => {
      client.setQueryData(['eventdesk', 'event-items', eventId, 'summary'], answer)
      setSaves((n) => n + 1)
      onVersion(answer.eventVersion)
      notify('events.items.saved', { type: 'success' })
    },
    onError: onFailure,
  })
  const item = {
    summaryResponsibles: summary.summaryResponsibles ?? [],
    ...(summary.paymentResponsible ? { paymentResponsible: summary.paymentResponsible } : {}),
  }
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('events.summary.responsibles')}
      </Typography>
      <SchemaItemForm
        key={saves}
        kind={summaryForm}
        eventId={eventId}
        item={item}
        busy={save.isPending}
        failure={save.error ?? undefined}
        onSave={(body) => save.mutate(withoutEmptyPayer(body))}
      />
    </Box>
  )
}

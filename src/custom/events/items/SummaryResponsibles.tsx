import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNotify, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { http } from '../../../providers/http'
import { itemKinds } from './itemSchemas'
import SchemaItemForm from './SchemaItemForm'
import type { Summary } from './SummaryTab'
import type { ItemTabProps } from './useItems'

/**
 * Who answers for the summary (a person or an unregistered name, with the groups billed to each)
 * and the payment responsible, saved with PUT summary/save and the event's version.
 */
export default function SummaryResponsibles({ eventId, version, onVersion, onFailure, summary }: ItemTabProps & { summary: Summary }) {
  const translate = useTranslate()
  const notify = useNotify()
  const client = useQueryClient()
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => http<Summary>('/events/event/summary/save', { method: 'PUT', json: { ...body, eventId, eventVersion: version } }),
    onSuccess: (answer) => {
      client.setQueryData(['eventdesk', 'event-items', eventId, 'summary'], answer)
      onVersion(answer.eventVersion)
      notify('events.items.saved', { type: 'success' })
    },
    onError: onFailure,
  })
  const item = { summaryResponsibles: summary.summaryResponsibles ?? [], ...(summary.paymentResponsible ? { paymentResponsible: summary.paymentResponsible } : {}) }
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>{translate('events.summary.responsibles')}</Typography>
      {/* Remounted on each saved answer so the form shows what the server kept. */}
      <SchemaItemForm key={summary.eventVersion} kind={itemKinds.summary} eventId={eventId} item={item} busy={save.isPending} failure={save.error ?? undefined} onSave={(body) => save.mutate(body)} />
    </Box>
  )
}

import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Loading, Title, useBasename, useNotify, useTranslate } from 'react-admin'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import History from '@mui/icons-material/History'
import { HttpError } from '../../providers/http'
import type { RequestersAnswer } from '../events/api'
import { pageSx } from '../../widgets/pageSx'
import { errorMessage, isStale } from '../../providers/errors'
import EventAuditModal from '../events/audit/EventAuditModal'
import EventGeneralTab, { type Highlight } from '../events/form/EventGeneralTab'
import EventHeader from '../events/form/EventHeader'
import EventLifecycleMenu from '../events/lifecycle/EventLifecycleMenu'
import EventTabs from '../events/form/EventTabs'
import AccommodationTab from '../accommodation/AccommodationTab'
import AttachmentTab from '../events/items/AttachmentTab'
import CommissionTab from '../events/items/CommissionTab'
import DepartmentTab from '../events/items/DepartmentTab'
import DiscountTab from '../events/items/DiscountTab'
import EnvironmentTab from '../events/items/EnvironmentTab'
import EquipmentTab from '../events/items/EquipmentTab'
import FoodTab from '../events/items/FoodTab'
import EventOtherFields from '../events/items/EventOtherFields'
import FollowUpTab from '../events/items/FollowUpTab'
import PaymentTab from '../events/items/PaymentTab'
import ProgrammingTab from '../events/items/ProgrammingTab'
import SummaryTab from '../events/items/SummaryTab'
import RequestersTab from '../events/form/RequestersTab'
import DocumentTab from '../documents/DocumentTab'
import BadgeTab from '../documents/BadgeTab'
import type { EventRecord, Requester } from '../events/types'
import { leadOf } from '../events/lifecycle/refusalLead'
import { useModalRoute } from '../events/useModalRoute'
import { SubscribeButton } from '../calendar-feeds'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/**
 * /app/event/{id}/edit: the tabbed form of a saved event. Every write is pessimistic and carries
 * the version this page holds; a stale one (409) stops and offers to reload the event.
 */
export default function EventEdit() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const client = useQueryClient()
  const basename = useBasename()
  const id = Number(useParams().id)
  const key = ['eventdesk', 'event', id]
  const audit = useModalRoute('event-audit')
  const [stale, setStale] = useState(false)
  const [failure, setFailure] = useState<unknown>()
  const [highlight, setHighlight] = useState<Highlight>()
  const [, setParams] = useSearchParams()
  // Bumped by "reload": the form starts again from the record just read.
  const [generation, setGeneration] = useState(0)
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.readEvent(id, signal),
    retry: false,
  })
  /**
   * The version this page's own reads and writes know. A background refetch may bring a newer
   * one (another session's change); writes must still carry this one so the server refuses them
   * (409) instead of letting them overwrite what this form never saw.
   */
  const [knownVersion, setKnownVersion] = useState<number>()
  const event = query.data
  // Pinned at the first read (state set while rendering: no effect, no extra paint).
  if (knownVersion === undefined && event) setKnownVersion(event.version)
  const version = knownVersion ?? event?.version ?? 0

  const merge = (patch: Partial<EventRecord>) =>
    client.setQueryData<EventRecord>(key, (old) => (old ? { ...old, ...patch } : old))
  const failed = (error: unknown) => {
    if (isStale(error)) setStale(true)
    notify(errorMessage(error, translate), { type: 'error' })
  }
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => dataProvider.updateEvent({ ...body, id, version }),
    onSuccess: (updated) => {
      setFailure(undefined)
      setHighlight(undefined)
      setKnownVersion(updated.version)
      client.setQueryData(key, updated)
      notify('events.form.saved', { type: 'success' })
    },
    onError: (error) => {
      setFailure(error)
      failed(error)
    },
  })
  const requesterWrite = useMutation({
    mutationFn: (write: () => Promise<RequestersAnswer>) => write(),
    onSuccess: (answer) => {
      setKnownVersion(answer.eventVersion)
      merge({ version: answer.eventVersion, requesters: answer.content })
    },
    onError: failed,
  })
  /** A lifecycle refusal that names what to mend opens its tab (and on the general tab marks the field). */
  const lead = (error: HttpError) => {
    const first = error.body.errors[0]
    const to = first ? leadOf(first.field) : undefined
    if (!to) return
    setParams(
      (p) => {
        const out = new URLSearchParams(p)
        if (to.tab === 'general') out.delete('tab')
        else out.set('tab', to.tab)
        return out
      },
      { replace: true },
    )
    setHighlight(
      to.field ? { field: to.field, text: errorMessage(error, translate), at: Date.now() } : undefined,
    )
  }
  const reload = async () => {
    const fresh = await query.refetch()
    setKnownVersion(fresh.data?.version)
    setStale(false)
    setFailure(undefined)
    setGeneration((g) => g + 1)
  }

  if (query.isPending) return <Loading />
  if (query.isError || !event) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button component={Link} to={`${basename}/event`}>
            {translate('events.form.backToList')}
          </Button>
        }
      >
        {errorMessage(query.error, translate)}
      </Alert>
    )
  }
  const discard = (r: Requester, reason: string) =>
    requesterWrite.mutateAsync(() =>
      dataProvider.changeRequester(
        id,
        r.id!,
        {
          ...(r.person ? { person: { id: r.person.id } } : { name: r.name }),
          email: r.email,
          phone: r.phone,
          situation: 'DISCARDED',
          discardReason: reason,
        },
        version,
      ),
    )

  // What every item tab needs: the event, the version its writes carry, and how to report back.
  const itemProps = {
    eventId: id,
    version,
    period: { start: event.startDate, end: event.endDate },
    onVersion: (v: number) => {
      setKnownVersion(v)
      merge({ version: v })
    },
    // The tab says the refusal itself, on its field or above its form: once, not again in a snackbar.
    onFailure: (error: unknown) => isStale(error) && setStale(true),
  }

  return (
    <Card sx={pageSx}>
      <Title title={`${translate('resources.event.name', { smart_count: 1 })} #${event.id}`} />
      <CardContent>
        <EventHeader
          event={event}
          title={`#${event.id} · ${event.name}`}
          actions={
            <>
              <EventLifecycleMenu
                event={{ ...event, version }}
                onStale={() => setStale(true)}
                onRefused={lead}
                onDone={(updated) => {
                  setKnownVersion(updated.version)
                  // The answer has no allowedActions: read them again for the new situation.
                  merge({ ...updated, allowedActions: undefined })
                  void client.invalidateQueries({ queryKey: key })
                  void client.invalidateQueries({ queryKey: ['eventdesk', 'event-audit', id] })
                }}
              />
              <Button component={Link} to={audit.openPath} startIcon={<History />}>
                {translate('events.audit.open')}
              </Button>
              <SubscribeButton scope="EVENT" id={event.id} />
            </>
          }
        />
        {stale ? (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={<Button onClick={() => void reload()}>{translate('events.form.reload')}</Button>}
          >
            {translate('event.changedInAnotherSession')}
          </Alert>
        ) : null}
        <EventTabs
          saved
          items={{
            environment: <EnvironmentTab key={generation} {...itemProps} />,
            summary: <SummaryTab key={generation} {...itemProps} />,
            meal: <FoodTab key={generation} {...itemProps} />,
            department: <DepartmentTab key={generation} {...itemProps} />,
            equipment: <EquipmentTab key={generation} {...itemProps} />,
            accommodation: <AccommodationTab key={generation} {...itemProps} />,
            payment: <PaymentTab key={generation} {...itemProps} />,
            commission: <CommissionTab key={generation} {...itemProps} />,
            programming: <ProgrammingTab key={generation} {...itemProps} />,
            attachment: <AttachmentTab key={generation} {...itemProps} />,
            document: <DocumentTab eventId={itemProps.eventId} />,
            documentCommission: (
              <DocumentTab
                eventId={itemProps.eventId}
                types={['COMMISSION']}
                label="events.tabs.documentCommission"
                intro="documents.commission.tab.intro"
              />
            ),
            badge: <BadgeTab eventId={itemProps.eventId} />,
            discount: <DiscountTab key={generation} {...itemProps} />,
            // Follow-ups have no tab of their own in the spec's list: they live under "others".
            others: (
              <>
                <EventOtherFields event={event} />
                <FollowUpTab key={generation} {...itemProps} />
              </>
            ),
          }}
          general={
            <EventGeneralTab
              key={generation}
              record={event}
              saving={save.isPending}
              failure={failure}
              highlight={highlight}
              onSubmit={(body) => save.mutate(body)}
            />
          }
          requesters={
            <RequestersTab
              requesters={event.requesters ?? []}
              busy={requesterWrite.isPending}
              onAdd={(r) => requesterWrite.mutateAsync(() => dataProvider.addRequester(id, r, version))}
              onChange={(r, next) =>
                requesterWrite.mutateAsync(() =>
                  dataProvider.changeRequester(id, r.id!, { ...next, situation: 'ACTIVE' }, version),
                )
              }
              onDiscard={discard}
            />
          }
        />
      </CardContent>
      {audit.open ? <EventAuditModal eventId={id} onClose={audit.close} /> : null}
    </Card>
  )
}

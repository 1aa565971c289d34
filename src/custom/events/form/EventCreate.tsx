import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Title, useBasename, useNotify, useTranslate } from 'react-admin'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import { pageSx } from '../../../widgets/pageSx'
import { errorMessage } from '../../../providers/errors'
import EventGeneralTab from './EventGeneralTab'
import EventHeader from './EventHeader'
import EventTabs from './EventTabs'
import RequestersTab from './RequestersTab'
import type { EventRecord, Requester } from '../types'
import { initialEventOf, insertPickedRooms, pickedRoomsOf } from './pickedRooms'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

/**
 * /app/event/create: the same tab shell on an unsaved event. Requesters added here go with the
 * first save; item tabs say the event must be saved first. Saving opens the saved event.
 */
export default function EventCreate() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const navigate = useNavigate()
  const basename = useBasename()
  const [params] = useSearchParams()
  // Rooms picked in the suggestion or drawn on the timeline: the period starts filled in, and
  // the first save inserts them (then opens the environment tab to show them).
  const picked = pickedRoomsOf(useLocation().state)
  const [requesters, setRequesters] = useState<Requester[]>([])
  const [failure, setFailure] = useState<unknown>()
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      dataProvider.createEvent({
        ...body,
        requesters: requesters.map(({ person, name, email, phone }) =>
          person ? { person: { id: person.id } } : { name, email, phone },
        ),
      }),
    onSuccess: async (created) => {
      notify('events.form.created', { type: 'success' })
      const refused = picked ? await insertPickedRooms(dataProvider, created, picked) : undefined
      if (refused) notify(errorMessage(refused, translate), { type: 'error' })
      const tab = picked ? 'environment' : params.get('tab')
      navigate(`${basename}/event/${created.id}/edit${tab ? `?tab=${tab}` : ''}`)
    },
    onError: (error) => {
      setFailure(error)
      notify(errorMessage(error, translate), { type: 'error' })
    },
  })
  // A chosen person is held as {id}; its name is read once so the list can show it.
  const add = async (r: Requester) => {
    const person = r.person
      ? await dataProvider.readPersonName(r.person.id).catch(() => r.person!)
      : undefined
    setRequesters((list) => [...list, person ? { ...r, person } : r])
  }

  return (
    <Card sx={pageSx}>
      <Title title={translate('events.form.newTitle')} />
      <CardContent>
        <EventHeader title={translate('events.form.newTitle')} />
        {picked ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('availability.picked', {
              rooms: picked.environments.map((e) => e.name).join(', '),
            })}
          </Alert>
        ) : null}
        <EventTabs
          saved={false}
          general={
            <EventGeneralTab
              record={picked ? (initialEventOf(picked) as EventRecord) : undefined}
              saving={create.isPending}
              failure={failure}
              onSubmit={(body) => create.mutate(body)}
            />
          }
          requesters={
            <RequestersTab
              requesters={requesters}
              busy={create.isPending}
              onAdd={add}
              onRemove={(i) => setRequesters((list) => list.filter((_, j) => j !== i))}
            />
          }
        />
      </CardContent>
    </Card>
  )
}

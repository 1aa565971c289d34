import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useNotify, useRedirect, useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ArrowDropDown from '@mui/icons-material/ArrowDropDown'
import { HttpError } from '../../../providers/http'
import { isAction, type ActionExtra, type ActionName } from './actions'
import CancelDialog from './CancelDialog'
import ActionDialog from './ActionDialog'
import { errorMessage, isStale } from '../../../providers/errors'
import PendingPaymentsDialog from './PendingPaymentsDialog'
import { situationKey } from '../situations'
import StartDialog from './StartDialog'
import type { EventRecord } from '../types'
import WaitListDialog from './WaitListDialog'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

/** Actions that ask more than "are you sure?". */
const WITH_OWN_DIALOG = new Set<ActionName>(['cancel', 'start', 'waitListPut'])

interface Props {
  event: EventRecord
  /** The updated event the server answered. */
  onDone: (updated: EventRecord) => void
  /** The event changed in another session: the page offers a reload. */
  onStale?: () => void
  /** A refusal that names what to mend (the customer, the requesters): the page leads there. */
  onRefused?: (error: HttpError) => void
}

/**
 * The lifecycle actions the server says this person may take now (`allowedActions`), and no
 * other. Each asks first; cancel asks for a reason, start offers a retroactive date, release
 * asks again when payments are pending. Pessimistic: the page changes when the server answers.
 */
export default function EventLifecycleMenu({ event, onDone, onStale, onRefused }: Props) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [asking, setAsking] = useState<ActionName | null>(null)
  const [pending, setPending] = useState<{ action: ActionName; extra: ActionExtra; count: number } | null>(
    null,
  )
  const actions = (event.allowedActions ?? []).filter(isAction)

  const mutation = useMutation({
    mutationFn: ({ action, extra }: { action: ActionName; extra: ActionExtra }) =>
      dataProvider.runLifecycleAction(action, event, extra),
    onSuccess: (updated, { action }) => {
      setAsking(null)
      setPending(null)
      if (action === 'copy') {
        notify(translate('events.actions.copied', { id: updated.id }), { type: 'success' })
        redirect('edit', 'event', updated.id)
        return
      }
      notify(translate('events.actions.done', { situation: translate(situationKey(updated.situation)) }), {
        type: 'success',
      })
      onDone(updated)
    },
    onError: (error, { action, extra }) => {
      setAsking(null)
      if (
        error instanceof HttpError &&
        error.status === 409 &&
        error.body.message === 'event.pendingPayments'
      ) {
        const count = Number((error.body as unknown as { pendingPayments?: number }).pendingPayments ?? 0)
        setPending({ action, extra, count })
        return
      }
      setPending(null)
      notify(errorMessage(error, translate), { type: 'error' })
      if (isStale(error)) onStale?.()
      else if (error instanceof HttpError && error.body.errors.length) onRefused?.(error)
    },
  })
  const run = (extra: ActionExtra = {}) => asking && mutation.mutate({ action: asking, extra })
  const close = () => setAsking(null)
  const busy = mutation.isPending

  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={!actions.length || busy}
        aria-haspopup="menu"
        aria-controls={anchor ? 'event-actions-menu' : undefined}
        aria-expanded={!!anchor}
        id="event-actions-button"
      >
        {translate(actions.length ? 'events.actions.title' : 'events.actions.none')}
      </Button>
      <Menu
        id="event-actions-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'event-actions-button' } }}
      >
        {actions.map((a) => (
          <MenuItem
            key={a}
            onClick={() => {
              setAnchor(null)
              setAsking(a)
            }}
          >
            {translate(`events.actions.${a}`)}
          </MenuItem>
        ))}
      </Menu>
      {asking === 'cancel' ? <CancelDialog busy={busy} onConfirm={run} onClose={close} /> : null}
      {asking === 'start' ? <StartDialog busy={busy} onConfirm={run} onClose={close} /> : null}
      {asking === 'waitListPut' ? <WaitListDialog busy={busy} onConfirm={run} onClose={close} /> : null}
      {asking && !WITH_OWN_DIALOG.has(asking) ? (
        <ActionDialog action={asking} busy={busy} onConfirm={() => run()} onClose={close} />
      ) : null}
      <PendingPaymentsDialog
        pending={pending?.count ?? null}
        busy={busy}
        onClose={() => setPending(null)}
        onContinue={() =>
          pending &&
          mutation.mutate({
            action: pending.action,
            extra: { ...pending.extra, continueWithPendingPayments: true },
          })
        }
      />
    </>
  )
}

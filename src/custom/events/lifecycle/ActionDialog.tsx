import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import type { ActionExtra, ActionName } from './actions'
import ConfirmActionDialog from './ConfirmActionDialog'

/** What the lifecycle menu hands the dialog of an action that asks more than "are you sure?". */
export interface ActionDialogProps {
  busy: boolean
  onConfirm: (extra: ActionExtra) => void
  onClose: () => void
}

interface Props extends Omit<ActionDialogProps, 'onConfirm'> {
  action: ActionName
  /** The confirm button is off while the dialog's own fields are incomplete. */
  ready?: boolean
  onConfirm: () => void
  children?: ReactNode
}

/**
 * The question of one lifecycle action, open while the menu asks it: the action's name is the
 * title (`events.actions.<action>`) and its question the text (`events.dialogs.<action>`).
 */
export default function ActionDialog({ action, ...dialog }: Props) {
  const translate = useTranslate()
  return (
    <ConfirmActionDialog
      open
      title={translate(`events.actions.${action}`)}
      text={translate(`events.dialogs.${action}`)}
      {...dialog}
    />
  )
}

import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import { PropValue } from '../../../resources/CellValue'
import { errorMessage } from '../../../providers/errors'
import ItemTable, { type Column } from './ItemTable'
import type { ItemKind } from './itemSchemas'
import SchemaItemForm from './SchemaItemForm'
import { useItemLabels } from './useItemFailure'
import { useItems, type ItemTabProps } from './useItems'

type Item = Record<string, unknown> & { id: number }

interface Props extends ItemTabProps {
  kind: ItemKind
  /** Columns of list mode: a schema property shown as its schema says, or a column of its own. */
  columns: (string | Column<Item>)[]
  /** How a row is named in its edit and delete buttons. */
  nameOf: (row: Item) => string
  /** A heading when several kinds share a tab (meals, menus and room service). */
  heading?: boolean
  /** Items that cannot change once written (none of these kinds so far) hide the edit button. */
  readOnlyRows?: boolean
  children?: ReactNode
}

/**
 * An item tab from its schema: the list of the event's items of one kind, and the insert / edit
 * form in its place; saving returns to the list. Every write carries the event's version.
 */
export default function SchemaItemTab({
  kind,
  columns,
  nameOf,
  heading,
  readOnlyRows,
  children,
  ...tab
}: Props) {
  const translate = useTranslate()
  const { list, save, remove, editing, open, failure, permitted } = useItems<Item>(kind.kind, tab)
  const labels = useItemLabels(kind.prefix)
  const properties = kind.schema.properties ?? {}
  const title = heading ? (
    <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
      {translate(`${kind.prefix}.title`)}
    </Typography>
  ) : null

  if (editing) {
    const item = editing === 'new' ? undefined : editing
    return (
      <Box sx={{ mb: 3 }}>
        {title}
        <SchemaItemForm
          key={item?.id ?? 'new'}
          kind={kind}
          eventId={tab.eventId}
          item={item}
          period={tab.period}
          busy={save.isPending}
          failure={failure}
          onCancel={() => open(null)}
          onSave={(body) => save.mutate({ body, id: item?.id })}
        />
      </Box>
    )
  }
  const table: Column<Item>[] = columns.map((c) =>
    typeof c === 'string'
      ? {
          key: c,
          label: translate(`${kind.prefix}.fields.${c}`),
          render: (r) => <PropValue prop={properties[c]} prefix={kind.prefix} field={c} value={r[c]} />,
        }
      : c,
  )
  return (
    <Box sx={{ mb: 3 }}>
      {title}
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(failure, translate, labels)}
        </Alert>
      ) : null}
      {children}
      {permitted.add ? (
        <Button variant="outlined" startIcon={<Add />} onClick={() => open('new')} sx={{ mb: 2 }}>
          {translate(`${kind.prefix}.add`)}
        </Button>
      ) : null}
      {list.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : list.isError ? (
        <Alert severity="error">{errorMessage(list.error, translate)}</Alert>
      ) : (
        <ItemTable
          label={translate(heading ? `${kind.prefix}.title` : `events.tabs.${kind.prefix.split('.')[1]}`)}
          empty={translate(`${kind.prefix}.empty`)}
          rows={list.data.content}
          columns={table}
          nameOf={nameOf}
          busy={remove.isPending}
          onEdit={readOnlyRows || !permitted.edit ? undefined : open}
          onDelete={permitted.remove ? (r) => remove.mutate(r.id) : undefined}
        />
      )}
    </Box>
  )
}

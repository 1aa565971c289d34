import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { PropValue } from '../../../resources/CellValue'
import { errorMessage } from '../../../providers/errors'
import ProblemAlert from '../../../widgets/ProblemAlert'
import QueryState from '../../../widgets/QueryState'
import AddButton from './AddButton'
import { itemFormProps } from './itemFormProps'
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
  const items = useItems<Item>(kind.kind, tab)
  const { list, remove, editing, open, failure, permitted } = items
  const labels = useItemLabels(kind.prefix)
  const properties = kind.schema.properties ?? {}
  const title = heading ? (
    <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
      {translate(`${kind.prefix}.title`)}
    </Typography>
  ) : null

  if (editing) {
    const form = itemFormProps(items)
    return (
      <Box sx={{ mb: 3 }}>
        {title}
        <SchemaItemForm
          key={form.item?.id ?? 'new'}
          kind={kind}
          eventId={tab.eventId}
          period={tab.period}
          {...form}
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
      <ProblemAlert text={failure ? errorMessage(failure, translate, labels) : undefined} />
      {children}
      {permitted.add ? (
        <AddButton label={translate(`${kind.prefix}.add`)} onClick={() => open('new')} />
      ) : null}
      <QueryState query={list}>
        {({ content }) => (
          <ItemTable
            label={translate(heading ? `${kind.prefix}.title` : `events.tabs.${kind.prefix.split('.')[1]}`)}
            empty={translate(`${kind.prefix}.empty`)}
            rows={content}
            columns={table}
            nameOf={nameOf}
            busy={remove.isPending}
            onEdit={readOnlyRows || !permitted.edit ? undefined : open}
            onDelete={permitted.remove ? (r) => remove.mutate(r.id) : undefined}
          />
        )}
      </QueryState>
    </Box>
  )
}

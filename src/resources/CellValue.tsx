import { useLocaleState, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Check from '@mui/icons-material/Check'
import Remove from '@mui/icons-material/Remove'
import { referenceText } from '../widgets/referenceText'
import { useMainCurrencyCode } from '../widgets/useCurrencySymbol'
import { formatMoney, formatNumber, showDate } from '../../common/format'
import { kindOf, labelFieldOf, refTarget, registryOf, type Prop } from '../providers/schema'

function Money({ value }: { value: unknown }) {
  const currency = useMainCurrencyCode()
  const [locale] = useLocaleState()
  return <>{formatMoney(value, locale, currency)}</>
}

/** One value of a list row, shown the way its schema says (reference label, icon, translation, money, date). */
export default function CellValue({
  resource,
  field,
  record,
}: {
  resource: string
  field: string
  record: Record<string, unknown>
}) {
  return (
    <PropValue
      prop={registryOf(resource).properties[field]}
      prefix={`resources.${resource}`}
      field={field}
      value={record[field]}
    />
  )
}

/** The same for any schema property; `prefix` is where its enum words live (`${prefix}.enums.<field>.<value>`). */
export function PropValue({
  prop,
  prefix,
  field,
  value,
}: {
  prop?: Prop
  prefix: string
  field: string
  value: unknown
}) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!prop || value === undefined || value === null) return null
  // Codes are identifiers, not quantities: no thousands separator.
  if (field === 'id') return <>{String(value)}</>
  const kind = kindOf(prop)
  const target = refTarget(prop)
  switch (kind) {
    case 'reference':
    case 'references': {
      const refs = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[]
      return (
        <>
          {refs.map((r) => referenceText(target!, r[labelFieldOf(target!)]) || `#${String(r.id)}`).join(', ')}
        </>
      )
    }
    case 'boolean': {
      const text = translate(value ? 'ra.boolean.true' : 'ra.boolean.false')
      const Icon = value ? Check : Remove
      return <Icon fontSize="small" titleAccess={text} color={value ? 'success' : 'disabled'} />
    }
    case 'enum':
      return <>{translate(`${prefix}.enums.${field}.${String(value)}`, { _: String(value) })}</>
    case 'money':
      return <Money value={value} />
    case 'percent':
      return <>{formatNumber(value, locale)} %</>
    case 'number':
      return <>{formatNumber(value, locale)}</>
    case 'date':
    case 'datetime':
      return <>{showDate(value, kind === 'datetime')}</>
    case 'color':
      return (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 16,
              height: 16,
              borderRadius: 0.5,
              bgcolor: String(value),
              border: 1,
              borderColor: 'divider',
            }}
          />
          {String(value)}
        </Box>
      )
    case 'image':
    case 'list':
      return <>{Array.isArray(value) ? value.length : ''}</>
    case 'object':
      return null
    default:
      return <>{String(value)}</>
  }
}

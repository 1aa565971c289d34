import type { WidgetProps } from '@rjsf/utils'
import { CaseTextWidget } from '../../widgets/TextWidgets'

/**
 * A document number (x-ui widget `documentNumber`): letters are upper-cased as they are typed,
 * whatever the configured letter case, because document numbers are stored in capitals and the
 * alphanumeric CNPJ (issued since July 2026, `12.ABC.345/01DE-35`) mixes letters with digits.
 * No fixed digit mask: a mask of 14 digits would refuse the letters, and passports and foreign
 * ids have shapes of their own. The server punctuates CPF and CNPJ when it stores them.
 */
export default function DocumentNumberWidget(props: WidgetProps) {
  const onChange = (value: unknown) => props.onChange(typeof value === 'string' ? value.toUpperCase() : value)
  return <CaseTextWidget {...props} onChange={onChange} />
}

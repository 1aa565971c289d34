/**
 * What follows the person's language besides the messages: dayjs's month and weekday names and
 * MUI's built-in component texts. Dates keep the spec's DD/MM/YYYY in every language
 * (platform.md §9); numbers and money already format with Intl in the current locale.
 */
import dayjs from 'dayjs'
import 'dayjs/locale/es'
import 'dayjs/locale/pt-br'
import { enUS, esES, ptBR, type Localization } from '@mui/material/locale'

const dayjsNames: Record<string, string> = { 'pt-BR': 'pt-br', es: 'es', 'en-us': 'en' }
/** MUI's Spanish names the autocomplete's open button "Abierto" (opened); the button opens it. */
const esAutocomplete = esES.components?.MuiAutocomplete?.defaultProps
const esFixed: Localization = {
  ...esES,
  components: {
    ...esES.components,
    MuiAutocomplete: { defaultProps: { ...esAutocomplete, openText: 'Abrir' } },
  },
}
const muiLocales: Record<string, Localization> = { 'pt-BR': ptBR, es: esFixed, 'en-us': enUS }

export const applyDayjsLocale = (locale: string) => void dayjs.locale(dayjsNames[locale] ?? 'pt-br')

export const muiLocaleOf = (locale: string): Localization => muiLocales[locale] ?? ptBR

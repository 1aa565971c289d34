import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { AdminContext, memoryStore, type I18nProvider } from 'react-admin'
import TablePagination from '@mui/material/TablePagination'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import dayjs from 'dayjs'
import { applyDayjsLocale } from '../i18n/localeFormats'
import LocaleTheme from './LocaleTheme'

const provider = (locale: string): I18nProvider => ({
  translate: (key) => key,
  changeLocale: async () => undefined,
  getLocale: () => locale,
})

const renderIn = (locale: string) =>
  render(
    <AdminContext i18nProvider={provider(locale)} store={memoryStore()}>
      <LocaleTheme>
        <TablePagination
          component="div"
          count={40}
          page={0}
          rowsPerPage={20}
          onPageChange={() => undefined}
        />
      </LocaleTheme>
    </AdminContext>,
  )

describe('the language beyond the messages', () => {
  it('the autocomplete\'s open button says "Abrir" in Spanish (MUI says "Abierto", opened)', () => {
    render(
      <AdminContext i18nProvider={provider('es')} store={memoryStore()}>
        <LocaleTheme>
          <Autocomplete options={['a']} renderInput={(params) => <TextField {...params} label="x" />} />
        </LocaleTheme>
      </AdminContext>,
    )
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeTruthy()
  })
  it("MUI's own texts follow the locale", () => {
    renderIn('es')
    expect(screen.getByText('Filas por página:')).toBeTruthy()
  })
  it('pt-BR is the default, and English is English', () => {
    const { unmount } = renderIn('pt-BR')
    expect(screen.getByText('Linhas por página:')).toBeTruthy()
    unmount()
    renderIn('en-us')
    expect(screen.getByText('Rows per page:')).toBeTruthy()
  })
  it("dayjs names months in the person's language; the date format stays the spec's", () => {
    applyDayjsLocale('es')
    expect(dayjs('2027-03-01').format('MMMM')).toBe('marzo')
    applyDayjsLocale('pt-BR')
    expect(dayjs('2027-03-01').format('MMMM')).toBe('março')
    expect(dayjs('2027-03-01').format('DD/MM/YYYY')).toBe('01/03/2027')
  })
})

import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { AdminContext, NotFound } from 'react-admin'
import { createI18nProvider } from '../providers/i18nProvider'

describe('the page that does not exist', () => {
  it('ends its sentence with one full stop (react-admin adds it after our message)', async () => {
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider()}>
          <NotFound />
        </AdminContext>
      </MemoryRouter>,
    )
    const text = (await screen.findByText(/link inválido/)).textContent ?? ''
    expect(text).toMatch(/link inválido\.$/)
    expect(text).not.toMatch(/\.\.$/)
  })
})

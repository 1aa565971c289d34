import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { AdminContext, ResourceContextProvider, useCreateController } from 'react-admin'
import { createI18nProvider } from '../providers/i18nProvider'

function CreateTitle() {
  const { defaultTitle } = useCreateController()
  return <h1>{defaultTitle}</h1>
}

const titleOf = (resource: string) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider()}>
        <ResourceContextProvider value={resource}>
          <CreateTitle />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  )

describe('create page titles', () => {
  it('agree with the registry name in gender (pt-BR): "Nova pessoa", not "Novo Pessoa"', async () => {
    titleOf('person')
    expect((await screen.findByRole('heading')).textContent).toBe('Nova pessoa')
  })
  it('keep the generic title for the others', async () => {
    titleOf('environment')
    expect((await screen.findByRole('heading')).textContent).toBe('Novo Ambiente')
  })
})

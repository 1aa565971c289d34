import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import EventEdit from './EventEdit'
import { renderInAdmin } from '../../providers/testing'
import type { EventRecord, Requester } from '../events/types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const base: EventRecord = {
  id: 12,
  version: 3,
  name: 'Congresso',
  startDate: '2027-03-01T08:00:00',
  endDate: '2027-03-02T18:00:00',
  situation: 'NEGOTIATION',
  priority: 'TWO',
  courtesyDailies: 0,
  requesters: [{ id: 5, name: 'Ana Prado', email: 'ana@example.test', situation: 'ACTIVE' }],
  allowedActions: ['toNew', 'confirm'],
}

/** A tiny server for one event: reads, PUTs (version-checked) and requester writes. */
function eventServer() {
  let current = structuredClone(base)
  const writes: { path: string; body: Record<string, unknown> }[] = []
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/event/12', () => HttpResponse.json(current)),
    route.put('*/events/event/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      writes.push({ path: 'PUT event', body })
      if (body.version !== current.version)
        return HttpResponse.json(
          { status: 409, message: 'event.changedInAnotherSession', errors: [] },
          { status: 409 },
        )
      current = { ...current, ...(body as Partial<EventRecord>), version: current.version + 1 }
      return HttpResponse.json(current)
    }),
    route.post('*/events/event/12/requester', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      writes.push({ path: 'POST requester', body })
      current = {
        ...current,
        version: current.version + 1,
        requesters: [...current.requesters!, { id: 6, name: String(body.name), situation: 'ACTIVE' }],
      }
      return HttpResponse.json(
        { eventVersion: current.version, content: current.requesters },
        { status: 201 },
      )
    }),
    route.put('*/events/event/12/requester/5', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      writes.push({ path: 'PUT requester', body })
      const changed = (r: Requester): Requester =>
        body.situation === 'DISCARDED'
          ? { ...r, situation: 'DISCARDED', discardReason: String(body.discardReason) }
          : {
              ...r,
              name: String(body.name),
              email: (body.email as string) ?? null,
              phone: (body.phone as string) ?? null,
            }
      current = {
        ...current,
        version: current.version + 1,
        requesters: current.requesters!.map((r) => (r.id === 5 ? changed(r) : r)),
      }
      return HttpResponse.json({ eventVersion: current.version, content: current.requesters })
    }),
  )
  return {
    writes,
    bumpElsewhere: () => (current = { ...current, version: current.version + 1, name: 'Changed elsewhere' }),
  }
}

const renderEdit = (path = '/event/12/edit') =>
  renderInAdmin(
    <Routes>
      <Route path="/event/:id/*" element={<EventEdit />} />
    </Routes>,
    path,
  )

beforeEach(() => signInForTest())

describe('EventEdit', { timeout: 20_000 }, () => {
  it('shows the event with its situation and saves with the version it read', async () => {
    const { writes } = eventServer()
    const user = userEvent.setup({ delay: null })
    renderEdit()
    expect(await screen.findByRole('heading', { name: '#12 · Congresso' })).toBeTruthy()
    expect(screen.getByTestId('event-situation').textContent).toBe('Em negociação')
    expect(screen.getByRole('combobox', { name: /Prioridade/ }).textContent).toContain('Dois')
    const name = screen.getByRole('textbox', { name: /^Nome(\s*\*)?$/ })
    await user.clear(name)
    await user.type(name, 'Congresso Nacional')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0].body).toMatchObject({
      id: 12,
      version: 3,
      name: 'Congresso Nacional',
      priority: 'TWO',
      startDate: '2027-03-01T08:00:00',
    })
    expect(await screen.findByText('Evento salvo')).toBeTruthy()
  })

  it('a stale save says the event changed in another session and offers a reload', async () => {
    const { writes, bumpElsewhere } = eventServer()
    const user = userEvent.setup({ delay: null })
    renderEdit()
    await screen.findByRole('heading', { name: '#12 · Congresso' })
    bumpElsewhere()
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    const alert = await screen.findByRole('button', { name: 'Recarregar o evento' })
    expect(
      screen.getAllByText('O evento foi alterado em outra sessão; o processo precisa ser reiniciado').length,
    ).toBeGreaterThan(0)
    await user.click(alert)
    expect(await screen.findByRole('heading', { name: '#12 · Changed elsewhere' })).toBeTruthy()
    expect((screen.getByRole('textbox', { name: /^Nome(\s*\*)?$/ }) as HTMLInputElement).value).toBe(
      'Changed elsewhere',
    )
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(writes.at(-1)?.body).toMatchObject({ version: 4 }))
  })

  it('requesters: add an unregistered one and discard another with a reason, each with the current event version', async () => {
    const { writes } = eventServer()
    const user = userEvent.setup({ delay: null })
    renderEdit('/event/12/edit?tab=requesters')
    await screen.findByRole('heading', { name: '#12 · Congresso' })
    await user.click(screen.getByRole('radio', { name: 'Pessoa não cadastrada' }))
    await user.click(screen.getByRole('button', { name: 'Adicionar solicitante' }))
    expect(await screen.findByText('Nome deve ser informado')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: /^Nome(\s*\*)?$/ }), 'Bruno Reis')
    await user.click(screen.getByRole('button', { name: 'Adicionar solicitante' }))
    await screen.findByRole('cell', { name: /Bruno Reis/ })
    expect(writes[0]).toEqual({
      path: 'POST requester',
      body: expect.objectContaining({ name: 'Bruno Reis', eventVersion: 3 }),
    })

    await user.click(screen.getByRole('button', { name: 'Descartar Ana Prado' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/não pode ser recuperado/)).toBeTruthy()
    const yes = within(dialog).getByRole('button', { name: 'Sim' }) as HTMLButtonElement
    expect(yes.disabled).toBe(true)
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo do descarte/ }), 'Saiu da empresa')
    await user.click(yes)
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[1].body).toMatchObject({
      name: 'Ana Prado',
      situation: 'DISCARDED',
      discardReason: 'Saiu da empresa',
      eventVersion: 4,
    })
    const row = (await screen.findByText('Saiu da empresa')).closest('tr') as HTMLElement
    expect(within(row).getByText('Descartado')).toBeTruthy()
    // Discarded is final: no way to bring it back from here.
    expect(within(row).queryByRole('button')).toBeNull()
  })

  it('requesters: edit an active one in place, with the current version; cancel leaves it as it was', async () => {
    const { writes } = eventServer()
    const user = userEvent.setup({ delay: null })
    renderEdit('/event/12/edit?tab=requesters')
    await screen.findByRole('heading', { name: '#12 · Congresso' })
    await user.click(screen.getByRole('button', { name: 'Editar Ana Prado' }))
    const form = screen.getByRole('form', { name: 'Editar solicitante' })
    const name = within(form).getByRole('textbox', { name: /^Nome(\s*\*)?$/ }) as HTMLInputElement
    expect(name.value).toBe('Ana Prado')
    expect((within(form).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe(
      'ana@example.test',
    )
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('form', { name: 'Editar solicitante' })).toBeNull()
    expect(writes).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Editar Ana Prado' }))
    const again = screen.getByRole('form', { name: 'Editar solicitante' })
    const field = within(again).getByRole('textbox', { name: /^Nome(\s*\*)?$/ })
    await user.clear(field)
    await user.type(field, 'Ana Prado Lima')
    await user.type(within(again).getByRole('textbox', { name: 'Telefone' }), '11 5555-0000')
    await user.click(within(again).getByRole('button', { name: 'Salvar' }))
    await screen.findByRole('cell', { name: /Ana Prado Lima/ })
    expect(writes[0]).toEqual({
      path: 'PUT requester',
      body: {
        name: 'Ana Prado Lima',
        email: 'ana@example.test',
        phone: '11 5555-0000',
        situation: 'ACTIVE',
        eventVersion: 3,
      },
    })
    expect(screen.queryByRole('form', { name: 'Editar solicitante' })).toBeNull()
  })

  it('a half-filled form is still there after a visit to another tab', async () => {
    eventServer()
    const user = userEvent.setup({ delay: null })
    renderEdit('/event/12/edit?tab=requesters')
    await screen.findByRole('heading', { name: '#12 · Congresso' })
    await user.click(screen.getByRole('radio', { name: 'Pessoa não cadastrada' }))
    await user.type(screen.getByRole('textbox', { name: /^Nome(\s*\*)?$/ }), 'Carla Dias')
    await user.click(screen.getByRole('tab', { name: 'Dados gerais' }))
    await user.click(screen.getByRole('tab', { name: 'Solicitantes' }))
    expect((screen.getByRole('textbox', { name: /^Nome(\s*\*)?$/ }) as HTMLInputElement).value).toBe(
      'Carla Dias',
    )
  })

  it('the others tab shows the rest of the event: creator, wait-list group, guid, and the follow-ups', async () => {
    Object.assign(base, {
      createdBy: { id: 7, email: 'ana@demo.test' },
      waitListGroup: { id: 8, name: 'Março' },
      guid: 'b1e2',
    })
    eventServer()
    server.use(
      route.get('*/events/event/12/follow-up', () => HttpResponse.json({ eventVersion: 3, content: [] })),
    )
    renderEdit('/event/12/edit?tab=others')
    const list = await screen.findByRole('region', { name: 'Outros dados do evento' })
    expect(within(list).getByText('ana@demo.test')).toBeTruthy()
    expect(within(list).getByText('Março')).toBeTruthy()
    expect(within(list).getByText('b1e2')).toBeTruthy()
    delete base.createdBy
    delete base.waitListGroup
    delete base.guid
  })

  it('the document commission tab shows the commission documents of the event', async () => {
    eventServer()
    server.use(
      route.get('*/events/event/12/document', () => HttpResponse.json([])),
      route.get('*/events/template', () => HttpResponse.json({ content: [] })),
    )
    // Every tab has its screen now (the document commission tab since issue 18): no placeholder left.
    renderEdit('/event/12/edit?tab=documentCommission')
    expect(
      await screen.findByText(/Um PDF com uma página por responsável de comissão do evento/),
    ).toBeTruthy()
    expect(screen.queryByText(/esta aba chega junto com os subitens/)).toBeNull()
  })
})

describe('EventEdit and background reads', { timeout: 20_000 }, () => {
  it('a newer version read in the background does not let an old form overwrite it', async () => {
    const { writes, bumpElsewhere } = eventServer()
    const client = new QueryClient()
    const user = userEvent.setup({ delay: null })
    renderInAdmin(
      <Routes>
        <Route path="/event/:id/*" element={<EventEdit />} />
      </Routes>,
      '/event/12/edit',
      client,
    )
    await screen.findByRole('heading', { name: '#12 · Congresso' })
    bumpElsewhere()
    // What a window focus does: react-query reads the event again, and the page shows it.
    await act(() => client.refetchQueries({ queryKey: ['eventdesk', 'event', 12] }))
    expect(await screen.findByRole('heading', { name: '#12 · Changed elsewhere' })).toBeTruthy()
    // The form still holds what was read at version 3: saving it must not overwrite version 4.
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0].body).toMatchObject({ version: 3, name: 'Congresso' })
    expect(await screen.findByRole('button', { name: 'Recarregar o evento' })).toBeTruthy()
  })
})

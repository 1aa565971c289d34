import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import EventGeneralTab from './EventGeneralTab'
import { renderInAdmin } from '../../../providers/testing'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterAll(() => server.close())

describe('EventGeneralTab', () => {
  it('the priority list starts with a named "not set" choice, not a blank row', async () => {
    signInForTest({ id: 7 })
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<EventGeneralTab saving={false} onSubmit={() => undefined} />)
    await user.click(await screen.findByRole('combobox', { name: /^Prioridade/ }))
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options.slice(0, 3)).toEqual(['Não informado', 'Um', 'Dois'])
    expect(options).toHaveLength(11)
  })
})

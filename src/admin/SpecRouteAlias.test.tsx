import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import SpecRouteAlias from './SpecRouteAlias'

function Where() {
  const { pathname, search } = useLocation()
  return <p>users screen at {pathname + search}</p>
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/events-user/*" element={<SpecRouteAlias from="/events-user" to="/events-users" />} />
        <Route path="/events-users/*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )

describe("the spec's screen names", () => {
  it('/events-user leads to the users screen', async () => {
    renderAt('/events-user')
    expect(await screen.findByText('users screen at /events-users')).toBeTruthy()
  })
  it('keeps the record and the query that follow it', async () => {
    renderAt('/events-user/7?tab=1')
    expect(await screen.findByText('users screen at /events-users/7?tab=1')).toBeTruthy()
  })
})

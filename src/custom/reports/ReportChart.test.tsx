import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderInAdmin } from '../../providers/testing'
import ReportChart from './ReportChart'
import type { Chart } from './types'

// jsdom measures nothing; the charts only need the observer to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const months = Array.from(
  { length: 13 },
  (_, i) => `20${i < 12 ? '25' : '26'}-${String((i % 12) + 1).padStart(2, '0')}`,
)
const reasons = [
  'Preço',
  'Data',
  'Concorrente',
  'Capacidade',
  'Orçamento',
  'Desistência',
  'Clima',
  'Outro motivo',
]

/** The legend's entries: each series' name and the colour of its mark. */
function legend() {
  return screen.getAllByRole('listitem').map((li) => ({
    name: li.textContent,
    color: li.querySelector('.MuiChartsLabelMark-fill')?.getAttribute('fill'),
  }))
}

describe('ReportChart', () => {
  it('lost business by reason: the five largest reasons and "others", each in its own colour', async () => {
    const chart: Chart = {
      type: 'BAR',
      labels: months,
      series: reasons.map((r, i) => ({ id: r, label: r, data: months.map(() => 100 * (8 - i)) })),
    }
    renderInAdmin(<ReportChart chart={chart} />)
    await screen.findByText('Outros')
    const entries = legend()
    expect(entries.map((e) => e.name)).toEqual([
      'Preço',
      'Data',
      'Concorrente',
      'Capacidade',
      'Orçamento',
      'Outros',
    ])
    // Two reasons used to share one blue: every entry has a colour no other has.
    expect(new Set(entries.map((e) => e.color)).size).toBe(entries.length)
  })

  it('lost by room: every room is named, the tallest bar too', async () => {
    const rooms = Array.from({ length: 13 }, (_, i) => `Sala ${String.fromCharCode(65 + i)}`)
    const chart: Chart = {
      type: 'BAR',
      labels: rooms,
      series: [{ id: 'lost', label: 'Perdidos', data: rooms.map((_, i) => (i === 5 ? 40 : i + 1)) }],
    }
    const { container } = renderInAdmin(<ReportChart chart={chart} />)
    await screen.findByText('Perdidos')
    const ticks = [...container.querySelectorAll('svg text')].map((t) => t.textContent)
    for (const room of rooms) expect(ticks).toContain(room)
    expect(within(container).getByText('Sala F')).toBeTruthy()
  })

  it('a pie names each slice with its value and share, in the legend and for screen readers (issue 49)', async () => {
    const chart: Chart = {
      type: 'PIE',
      labels: ['Confirmado', 'Cancelado'],
      series: [
        { id: 'a', label: 'A', data: [2, 1] },
        { id: 'b', label: 'B', data: [1, 0] },
      ],
    }
    renderInAdmin(<ReportChart chart={chart} />)
    await waitFor(() => expect(screen.getAllByText('Confirmado: 3 · 75%').length).toBeGreaterThanOrEqual(2))
    expect(screen.getAllByText('Cancelado: 1 · 25%').length).toBeGreaterThanOrEqual(2)
  })
})

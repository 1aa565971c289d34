import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { diaryFixture } from './diaryFixture.js'

/**
 * Issue 35 item 2 on the real server: a room found in the suggestion goes to an event already made,
 * from the event's Ambientes tab (the suggestion opens with its dates) or from the suggestion on
 * its own (an event picked there), and the event's ordinary add-room form books it.
 */
describe('a suggested room added to an existing event', () => {
  const f = diaryFixture(inject('baseUrl'))
  const { tag, rooms, at, api } = f
  const baseUrl = inject('baseUrl')
  beforeAll(() => f.setup())
  afterAll(() => f.close())

  const shown = (w: string) => `${w.slice(8, 10)}/${w.slice(5, 7)}/${w.slice(0, 4)} ${w.slice(11, 16)}`
  /** The event's rooms as the API has them: the room and when its occupation starts and ends. */
  const roomsOf = async (id: number) =>
    (
      (await api('GET', `/events/event/${id}/environment`)).content as {
        environment: { id: number }
        startDateHour: string
        endDateHour: string
        assemblyStart?: string
      }[]
    ).map((r) => [r.environment.id, r.assemblyStart ?? r.startDateHour, r.endDateHour])

  const newEvent = async (name: string, day: number) =>
    (await api('POST', '/events/event/', {
      name: `${name} ${tag}`,
      startDate: at(day, 8),
      endDate: at(day + 1, 18),
    })) as { id: number }

  it("from the event's Ambientes tab: the suggestion runs with the event's dates and the room is booked on save", async () => {
    const { page } = f
    const event = await newEvent('Sugestão na aba', 30)
    await page.goto(`${baseUrl}/app/event/${event.id}/edit?tab=environment`)
    await page.getByRole('link', { name: 'Sugerir ambiente' }).click()
    await page.waitForURL(new RegExp(`/app/environment-suggest\\?event=${event.id}$`))
    await page.getByText(`Sugestão para o evento #${event.id} · Sugestão na aba ${tag}`).waitFor()
    // No click on "Sugerir ambientes": the event's period is searched at once.
    expect(await page.getByRole('textbox', { name: /^Início/ }).inputValue()).toBe(shown(at(30, 8)))
    await page.getByRole('button', { name: `Adicionar ao evento: ${rooms.picked.name}` }).click()
    await page.waitForURL(new RegExp(`/app/event/${event.id}/edit\\?tab=environment$`))
    await page.getByText('Ambiente escolhido na sugestão').waitFor()
    const room = page.getByRole('combobox', { name: /^Ambiente/ })
    await expect.poll(() => room.inputValue()).toBe(rooms.picked.name)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByRole('cell', { name: rooms.picked.name, exact: true }).waitFor()
    // Occupied over the suggestion's period (the event's), whatever the assembly setting.
    expect(await roomsOf(event.id)).toEqual([[rooms.picked.id, at(30, 8), at(31, 18)]])
  }, 60_000)

  it('from the suggestion on its own: an event picked there receives the room, booked on save', async () => {
    const { page } = f
    const event = await newEvent('Sugestão avulsa', 34)
    await page.goto(`${baseUrl}/app/environment-suggest`)
    await page.getByRole('textbox', { name: /^Início/ }).fill(shown(at(34, 10)))
    await page.getByRole('textbox', { name: /^Fim/ }).fill(shown(at(34, 16)))
    await page.getByRole('button', { name: 'Sugerir ambientes' }).click()
    await page.getByRole('table', { name: 'Ambientes sugeridos' }).waitFor()
    const picker = page.getByRole('combobox', { name: 'Adicionar a um evento existente' })
    await picker.click()
    await picker.pressSequentially(`avulsa ${tag}`)
    await page.getByRole('option', { name: new RegExp(`^#${event.id} · Sugestão avulsa ${tag}`) }).click()
    await page.getByRole('button', { name: `Adicionar ao evento: ${rooms.target.name}` }).click()
    await page.waitForURL(new RegExp(`/app/event/${event.id}/edit\\?tab=environment$`))
    const room = page.getByRole('combobox', { name: /^Ambiente/ })
    await expect.poll(() => room.inputValue()).toBe(rooms.target.name)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByRole('cell', { name: rooms.target.name, exact: true }).waitFor()
    expect(await roomsOf(event.id)).toEqual([[rooms.target.id, at(34, 10), at(34, 16)]])
  }, 60_000)
})

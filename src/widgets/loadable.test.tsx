import { Component, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { loadable } from './loadable'

const Waiting = () => <p>waiting</p>
const Page = ({ name }: { name: string }) => <p>page {name}</p>

class Boundary extends Component<{ children: ReactNode }, { error?: string }> {
  state: { error?: string } = {}
  static getDerivedStateFromError(e: Error) {
    return { error: e.message }
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children
  }
}

describe('loadable', () => {
  it('preloaded, draws the page in the first render: no fallback, no Suspense hold-back', async () => {
    const Loaded = loadable(async () => ({ default: Page }), Waiting)
    await Loaded.preload()
    render(<Loaded name="one" />)
    // Synchronously there: getBy, not findBy.
    expect(screen.getByText('page one')).toBeTruthy()
    expect(screen.queryByText('waiting')).toBeNull()
  })

  it('not yet loaded, shows the fallback and then the page; the module is asked for once', async () => {
    const load = vi.fn(async () => ({ default: Page }))
    const Later = loadable(load, Waiting)
    render(
      <>
        <Later name="a" />
        <Later name="b" />
      </>,
    )
    expect(screen.getAllByText('waiting')).toHaveLength(2)
    expect(await screen.findByText('page a')).toBeTruthy()
    expect(screen.getByText('page b')).toBeTruthy()
    await Later.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a chunk that fails to load reaches the error boundary, and a later try loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue({ default: Page })
    const Flaky = loadable(load, Waiting)
    render(
      <Boundary>
        <Flaky name="x" />
      </Boundary>,
    )
    expect(await screen.findByText('failed: chunk missing')).toBeTruthy()
    await Flaky.preload()
    expect(load).toHaveBeenCalledTimes(2)
    vi.mocked(console.error).mockRestore()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLayoutEffect } from 'react'
import { render, screen } from '@testing-library/react'
import { TestTranslationProvider } from 'react-admin'
import TemplateEditor from './TemplateEditor'

/**
 * A timer tick passing between the commit and the effects, as in the browser when the form's render
 * after the editor's chunk arrives is sliced on a busy machine: layout effects run at commit, before
 * the editor's own effects.
 */
function TimerTickBeforeEffects() {
  useLayoutEffect(() => {
    vi.advanceTimersByTime(5)
  }, [])
  return null
}

describe('the template editor', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  // TipTap destroys the editor it created during render when the component has not run its effects
  // one timer tick later (it cannot tell a slow commit from a StrictMode unmount) and makes a new one.
  // Effects still holding the first editor read its HTML with no schema left: the template form
  // crashed into the error page (the e2e "Name input keeps detaching" on a loaded machine).
  it('survives its first editor being replaced before its effects run', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const errors: unknown[] = []
    const onError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args[0]))
    render(
      <TestTranslationProvider translate={(key: string) => key}>
        <TemplateEditor
          id="body"
          value="<p>Proposta para {{event.name}}</p>"
          onChange={() => {}}
          readOnly={false}
        />
        <TimerTickBeforeEffects />
      </TestTranslationProvider>,
    )
    onError.mockRestore()
    expect(errors.map(String)).toEqual([])
    const body = screen.getByRole('textbox', { name: 'resources.template.fields.body' })
    expect(body.textContent).toBe('Proposta para {{event.name}}')
  })
})

describe('the template editor with placeholders its type cannot fill (issue 33)', () => {
  const editor = (value: string, templateType?: string) =>
    render(
      <TestTranslationProvider
        translate={(key: string, options?: { placeholders?: string }) =>
          options?.placeholders ? `${key}: ${options.placeholders}` : key
        }
      >
        <TemplateEditor
          id="body"
          value={value}
          onChange={() => {}}
          readOnly={false}
          templateType={templateType}
        />
      </TestTranslationProvider>,
    )

  it('names the unknown ones and another type’s, each once', () => {
    editor(
      '<p>{{event.nme}} {{beo.revision}} {{event.name}} {{event.nme}}</p><p>{{table.summary}}</p>',
      'BUDGET',
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'documents.editor.unknown: {{event.nme}}, {{beo.revision}}',
    )
  })

  it('warns of nothing when every placeholder is one its documents fill', () => {
    editor('<p>{{customer.address}} {{table.accommodation}} {{beo.revision}}</p>', 'BEO')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import LoginPage from './LoginPage'

describe('LoginPage', () => {
  it('shows labelled fields in Portuguese by default', () => {
    render(<LoginPage />)
    expect(screen.getByRole('heading', { name: /Entrar/ })).toBeTruthy()
    expect(screen.getByLabelText('Usuário')).toBeTruthy()
    expect(screen.getByLabelText('Senha').getAttribute('type')).toBe('password')
  })

  it('follows the stored language', () => {
    localStorage.setItem('eventdesk.locale', 'en-us')
    render(<LoginPage />)
    expect(screen.getByLabelText('Username')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })
})

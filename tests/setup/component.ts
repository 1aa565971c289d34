import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { registerFormParts } from '../../src/custom/formParts'

// As the apps do at start-up: forms rendered on their own (a person form, an item tab) find the
// domain widgets and fields by name.
registerFormParts()

afterEach(() => {
  cleanup()
  localStorage.clear()
})

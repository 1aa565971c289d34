import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { registerAppMethods } from '../../src/admin/methods'
import { registerFormParts } from '../../src/custom/formParts'

// As the apps do at start-up: forms rendered on their own (a person form, an item tab) find the
// domain widgets and fields by name, and every data provider a test makes has the features' calls.
registerFormParts()
registerAppMethods()

// findBy*/waitFor wait 1 s by default; CI runs this suite beside the API suites on two cores, where
// a click's answer (msw, a re-render of an RJSF form) has taken longer (DiaryBoard's move dialog).
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})

import { describe, expect, it } from 'vitest'
import { reactRouterProvider as reactAdmins } from 'react-admin'
import { reactRouterProvider as ours } from './routerAdapter'

// The build puts routerAdapter.ts in place of react-admin's adapter (vite.config.ts); tests run
// react-admin's own. An upgrade that gives the adapter another member must be followed here.
describe('router adapter', () => {
  it('offers what react-admin’s own adapter offers', () => {
    expect(Object.keys(ours).sort()).toEqual(Object.keys(reactAdmins).sort())
  })

  it('passes react-router’s own hooks and components through', () => {
    for (const key of ['useLocation', 'useParams', 'useBlocker', 'Link', 'Routes', 'matchPath'] as const)
      expect(ours[key]).toBe(reactAdmins[key])
  })
})

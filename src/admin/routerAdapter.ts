import { createElement, Fragment, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react'
import type { RouterProvider } from 'react-admin'
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
} from 'react-router-dom'

/**
 * react-admin's react-router adapter (ra-core/dist/routing/adapters/reactRouterProvider.js, put in
 * its place by vite.config.ts at build time), without the hash router it makes for an app that is
 * not inside a router. Ours always are (App.tsx's BrowserRouter), and naming createHashRouter
 * kept react-router's whole data router (~20 KB) in the first download of every page, /login's
 * too (issue 35, page weight). The rest is react-admin's own code.
 */
const useCanBlock = () => {
  const dataRouterContext = useContext(UNSAFE_DataRouterContext)
  const dataRouterStateContext = useContext(UNSAFE_DataRouterStateContext)
  return !!(dataRouterContext && dataRouterStateContext)
}

/** A navigate function that stays the same between renders and calls the latest one. */
const useNavigate = () => {
  const navigate = useRouterNavigate()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])
  return useCallback((...args: Parameters<typeof navigate>) => navigateRef.current(...args), [])
}

function RouterWrapper({ children }: { basename?: string; children: ReactNode }) {
  if (!useInRouterContext()) throw new Error('The admin apps are rendered inside App.tsx’s router')
  return createElement(Fragment, null, children)
}

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
} as unknown as RouterProvider

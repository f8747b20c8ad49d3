import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'

import { pagePaths } from '@/config/pages'
import { Route as appRoot } from '@/routes/__root'

/**
 * Renders `ui` above an `<Outlet />` in a minimal router on a memory history, so that components
 * using `useSearch`, `useNavigate` and `Link` work. The root route takes its search handling from
 * the app's root route (it validates and keeps `?lang`), not its document, which jsdom cannot
 * render inside a container; every page path exists and renders a one-line stand-in page
 * ("Page: services"), so links can be followed.
 */
export async function renderWithRouter(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const rootRoute = createRootRoute({
    validateSearch: appRoot.options.validateSearch,
    search: appRoot.options.search,
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const pages = Object.entries(pagePaths).map(([id, pagePath]) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: pagePath,
      component: () => <p>Page: {id}</p>,
    }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const result = render(<RouterProvider router={router} />)
  // The first match has rendered once the stand-in page is there.
  await screen.findByText(/^Page: /)
  return { ...result, router }
}

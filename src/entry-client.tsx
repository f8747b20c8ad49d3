import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createAppRouter } from './router'
import './styles.css'

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={createAppRouter()} />
  </StrictMode>,
)

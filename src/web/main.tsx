import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { queryClient } from './api/query-client'
import { showSignInIfAnswered } from './api/session'
import { App } from './app'
import { registerServiceWorker } from './lib/service-worker'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

// Nobody signed in, and the session check already said so: the first render is the sign-in screen.
showSignInIfAnswered(queryClient)

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

// Once the worker takes charge, the screen on display is read again through it, so that the next visit
// can show it from what the worker kept (api/kept-answers.ts).
registerServiceWorker(() => void queryClient.refetchQueries({ type: 'active' }))

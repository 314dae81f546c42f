import { useLocation, useNavigate } from 'react-router'

/**
 * Cancel of a page form: back where the person came from inside the app, or, when the page was opened
 * directly (a bookmark, a new tab, a link from elsewhere: there is nothing of the app to go back to, and the
 * browser's Back would leave it), to `fallback()`, the list the form belongs to.
 */
export function useBackOr(fallback: () => string): () => void {
  const navigate = useNavigate()
  // React Router names the entry a page was loaded on 'default'; every navigation inside the app has a key.
  const isOpenedDirectly = useLocation().key === 'default'
  return () => void (isOpenedDirectly ? navigate(fallback(), { replace: true }) : navigate(-1))
}

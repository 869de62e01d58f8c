import type { AnchorHTMLAttributes } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'

/** A link to another site: a new tab, no opener, and words that say so to screen readers. */
export function ExternalLink({ children, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  const { LL } = useI18n()
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {LL.common.newTab()}</span>
    </a>
  )
}

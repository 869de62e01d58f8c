import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { FlowPage } from '#client/ui/flow-page.tsx'
import flow from '#client/ui/flow-page.module.css'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import styles from './result-panel.module.css'

/** The end of a flow: a tick or a cross, a message and the login button, then any other way on. */
export function ResultPanel({
  title,
  body,
  tone,
  children,
}: {
  title: string
  body: string
  tone: 'success' | 'failure'
  children?: ReactNode
}) {
  const { LL, lang } = useI18n()
  // The number the flow's account logs in with goes on to the login page, which starts filled in.
  const login = useRouterState({ select: (state) => state.location.state.login })
  return (
    <FlowPage title={title}>
      <div className={flow.center}>
        <span className={`${styles.mark} ${styles[tone]}`} aria-hidden="true">
          {tone === 'success' ? '✓' : '!'}
        </span>
        <p>{body}</p>
        <Link to="/$lang/Login" params={{ lang }} state={login ? { login } : {}} className={buttonClass('primary', true)}>
          {LL.verification.toLogin()}
        </Link>
        {children}
      </div>
    </FlowPage>
  )
}

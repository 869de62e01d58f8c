import { createFileRoute, redirect } from '@tanstack/react-router'
import { resolveLang } from '#contract/languages'
import { storedLang } from '../api/session.ts'

/** The index path goes to the login page, in the stored language or English. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$lang/Login', params: { lang: resolveLang('/', storedLang()) }, replace: true })
  },
})

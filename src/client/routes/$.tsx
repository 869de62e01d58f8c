import { createFileRoute, redirect } from '@tanstack/react-router'
import { resolveLang } from '#contract/languages'
import { storedLang } from '../api/session.ts'

/** A path without a language of ours goes to the login page (which moves members on to their account). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/$lang/Login', params: { lang: resolveLang('/', storedLang()) }, replace: true })
  },
})

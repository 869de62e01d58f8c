import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { EmailLinkPage, EmailLinkType } from '#contract/verification'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { updateFlowState } from '#client/lib/flow-state.ts'
import '#client/lib/history-state.ts'
import { FlowPage } from '#client/ui/flow-page.tsx'
import { toast } from '#client/ui/toast.tsx'
import { verifyEmailLink } from '../api.ts'
import { rememberVerified, wasRecentlyVerified } from '../verify-memo.ts'

interface EmailLinkLandingProps {
  token: string
  type: EmailLinkType
  /** The page segment of the link (firstTimeLogin), if any. */
  page: string | undefined
}

const isLinkPage = (page: string | undefined): page is EmailLinkPage =>
  page === 'registration' || page === 'firstTimeLogin' || page === 'forgetPassword'

/**
 * The landing page of an e-mail link: verifies the key
 * once, remembers the result for 60 seconds (a repeat acts as success), then goes on to the
 * next step of the flow the link belongs to.
 */
export function EmailLinkLanding({ token, type, page }: EmailLinkLandingProps) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const verification = useQuery({
    queryKey: ['emailVerification', type, token],
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async (): Promise<{ page: EmailLinkPage | undefined }> => {
      if (wasRecentlyVerified(localStorage, token, type, Date.now())) return { page: isLinkPage(page) ? page : undefined }
      const answer = await verifyEmailLink({ emailAuthKey: token, lang, type })
      rememberVerified(localStorage, token, type, Date.now())
      return answer
    },
  })

  const { isError, error, data } = verification
  useEffect(() => {
    if (isError) {
      if (error instanceof ApiError && error.envelope) {
        toast.error(error.envelope.msg)
        void navigate({ to: '/$lang/expired', params: { lang }, replace: true })
      } else {
        void navigate({ to: '/$lang/Login', params: { lang }, replace: true })
      }
      return
    }
    if (!data) return
    const linkPage = data.page ?? (isLinkPage(page) ? page : 'registration')
    if (type === 'verifyUserAccount') {
      void navigate({ to: '/$lang/register-success', params: { lang }, state: { token }, replace: true })
    } else if (linkPage === 'registration') {
      void navigate({ to: '/$lang/sino/registration/step-3', params: { lang }, state: { token }, replace: true })
    } else {
      updateFlowState({
        forgetPasswordToken: token,
        isFirstTimeLogin: linkPage === 'firstTimeLogin',
        isForget: linkPage === 'forgetPassword',
      })
      void navigate({ to: '/$lang/reset-password', params: { lang }, replace: true })
    }
  }, [isError, error, data, navigate, lang, page, token, type])

  return (
    <FlowPage title={LL.verification.emailTitle()}>
      <p role="status">{LL.verification.checking()}</p>
    </FlowPage>
  )
}

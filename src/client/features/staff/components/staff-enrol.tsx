import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { confirmPasswordProblem, passwordProblem } from '#contract/rules/password'
import { totpProblem } from '#contract/rules/review'
import type { StaffEnrolment } from '#contract/schemas/staff'
import { ApiError } from '#client/api/http-client.ts'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { toast } from '#client/ui/toast.tsx'
import { staffEnrolmentQuery, useStaffEnrol } from '../api.ts'
import { errorText } from './error-text.ts'
import { QueryStatus } from './query-status.tsx'
import { StaffBarePage } from './staff-frame.tsx'
import styles from './staff.module.css'
import { TotpEnrolment } from './totp-enrolment.tsx'

/** The key of the link: in the fragment, which no server receives and no Referer carries. */
const linkKeyOf = (hash: string) => hash.replace(/^#/, '')

/**
 * /{lang}/staff/enrol#key, opened from the e-mailed link: the person chooses their password (an
 * invitation) or gives their current one (an authenticator reset), enrols the authenticator the
 * page shows with its first code, and is signed in.
 */
export function StaffEnrolPage() {
  const { LL } = useI18n()
  const [key] = useState(() => linkKeyOf(window.location.hash))
  const enrolment = useQuery({ ...staffEnrolmentQuery(key), enabled: key !== '' })
  const invalid = key === '' || (enrolment.error instanceof ApiError && enrolment.error.status === 404)
  useDocumentTitle(
    invalid
      ? LL.staffConsole.linkInvalidTitle()
      : enrolment.data?.purpose === 'authenticator'
        ? LL.staffConsole.enrolAuthenticatorTitle()
        : LL.staffConsole.enrolTitle(),
  )
  let content
  if (invalid) content = <LinkInvalid />
  else if (enrolment.data) content = <EnrolForm linkKey={key} enrolment={enrolment.data} />
  else content = <QueryStatus query={enrolment} />
  return <StaffBarePage>{content}</StaffBarePage>
}

function LinkInvalid() {
  const { LL, lang } = useI18n()
  return (
    <section className={styles.narrow}>
      <h1>{LL.staffConsole.linkInvalidTitle()}</h1>
      <p role="alert">{LL.staffConsole.linkInvalid()}</p>
      <p>
        <Link to="/$lang/staff/login" params={{ lang }}>
          {LL.staffConsole.toSignIn()}
        </Link>
      </p>
    </section>
  )
}

function EnrolForm({ linkKey, enrolment }: { linkKey: string; enrolment: StaffEnrolment }) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const enrol = useStaffEnrol()
  const invite = enrolment.purpose === 'invite'
  const form = useAppForm({
    defaultValues: { password: '', confirmPassword: '', totp: '' },
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          password: invite
            ? passwordProblem(value.password)
            : value.password === ''
              ? { key: 'Login.password-required' }
              : undefined,
          confirmPassword: invite ? confirmPasswordProblem(value.password, value.confirmPassword) : undefined,
          totp: totpProblem(value.totp),
        }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await enrol.mutateAsync({ key: linkKey, password: value.password, totp: value.totp })
        toast.success(LL.staffConsole.enrolDone())
        // The key leaves the address bar and the history entry.
        await navigate({ to: '/$lang/staff/upgrade', params: { lang }, replace: true })
      } catch (error) {
        if (!showFieldProblems(formApi, error)) toast.error(errorText(LL, error))
      }
    },
  })
  return (
    <section className={styles.narrow}>
      <h1>{invite ? LL.staffConsole.enrolTitle() : LL.staffConsole.enrolAuthenticatorTitle()}</h1>
      <p>
        {invite
          ? LL.staffConsole.enrolIntroInvite({ name: enrolment.name })
          : LL.staffConsole.enrolIntroAuthenticator({ name: enrolment.name })}
      </p>
      <p className={styles.muted}>{LL.staffConsole.enrolAccount({ email: enrolment.email })}</p>
      <form.AppForm>
        <form.Form className={styles.rejectForm}>
          {/* The account's e-mail, for a password manager to file the new password under. */}
          <input type="email" name="username" autoComplete="username" value={enrolment.email} readOnly hidden />
          <h2 className={styles.step}>{LL.staffConsole.enrolPasswordHeading()}</h2>
          <form.AppField name="password">
            {(field) => (
              <field.PasswordField
                label={invite ? LL.staffConsole.newPassword() : LL.staffConsole.currentPassword()}
                hint={invite ? LL.staffConsole.passwordRules() : undefined}
                required
                autoComplete={invite ? 'new-password' : 'current-password'}
              />
            )}
          </form.AppField>
          {invite ? (
            <form.AppField name="confirmPassword">
              {(field) => <field.PasswordField label={LL.staffConsole.confirmPassword()} required autoComplete="new-password" />}
            </form.AppField>
          ) : null}
          <h2 className={styles.step}>{LL.staffConsole.enrolAppHeading()}</h2>
          <TotpEnrolment totpSecret={enrolment.totpSecret} otpauthUri={enrolment.otpauthUri} />
          <form.AppField name="totp">
            {(field) => (
              <field.TextField
                label={LL.staffConsole.enrolCode()}
                hint={LL.staffConsole.totpHint()}
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                trim
              />
            )}
          </form.AppField>
          <form.SubmitButton block>{LL.staffConsole.enrolSubmit()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  )
}

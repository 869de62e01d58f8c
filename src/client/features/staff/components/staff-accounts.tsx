import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { emailProblem } from '#contract/rules/personal-details'
import { staffNameProblem } from '#contract/rules/staff-admin'
import type { StaffRole, StaffSession } from '#contract/schemas/staff'
import { staffRoles } from '#contract/rules/staff-admin'
import type { StaffAccount } from '#contract/schemas/staff-admin'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import {
  staffAccountsQuery,
  useCreateStaffAccount,
  useRequireStaffPasskey,
  useResendStaffLink,
  useResetStaffTotp,
  useSetStaffDisabled,
} from '../api.ts'
import { AccountPasskeys } from './account-passkeys.tsx'
import { errorText } from './error-text.ts'
import { QueryStatus } from './query-status.tsx'
import styles from './staff.module.css'
import { dateTime } from './format-date-time.ts'
import { DataTable } from './data-table.tsx'

/**
 * Admins: the staff accounts, a new one (its person is e-mailed an invitation), and an account
 * disabled, enabled, sent a new set-up link or reset to enrol a new authenticator, and one that
 * holds a passkey required to sign in with it (no TOTP code); its passkeys seen and removed. No password
 * or TOTP secret of anyone else ever reaches this page.
 */
export function StaffAccounts({ me }: { me: StaffSession }) {
  const { LL } = useI18n()
  useDocumentTitle(LL.staffConsole.accountsTitle())
  const accounts = useQuery(staffAccountsQuery)
  return (
    <>
      <h1>{LL.staffConsole.accountsTitle()}</h1>
      <div className={styles.stack}>
        {accounts.data ? (
          <DataTable
            columns={[
              LL.staffConsole.name(),
              LL.staffConsole.email(),
              LL.staffConsole.role(),
              LL.staffConsole.colStatus(),
              LL.staffConsole.lastSignIn(),
              LL.staffConsole.colActions(),
            ]}
          >
            {accounts.data.accounts.map((account) => (
              <AccountRow key={account.id} account={account} me={me} />
            ))}
          </DataTable>
        ) : (
          <QueryStatus query={accounts} />
        )}
        <NewAccountForm />
      </div>
    </>
  )
}

/** Enabled or disabled, and what the person still has to set up through their link. */
function AccountState({ account }: { account: StaffAccount }) {
  const { LL, lang } = useI18n()
  return (
    <div className={styles.stateCell}>
      <span className={account.disabled ? styles.badgeDanger : styles.badge}>
        {account.disabled ? LL.staffConsole.accountStateDisabled() : LL.staffConsole.accountStateEnabled()}
      </span>
      {account.passkeyRequired ? <span className={styles.badge}>{LL.staffConsole.passkeyRequiredBadge()}</span> : null}
      {account.pending ? (
        <>
          <span className={styles.badgePending}>{LL.staffConsole[`pending_${account.pending}`]()}</span>
          <span className={styles.muted}>
            {account.linkExpiresAt
              ? LL.staffConsole.linkUntil({ date: dateTime(account.linkExpiresAt, lang) })
              : LL.staffConsole.linkExpired()}
          </span>
        </>
      ) : null}
    </div>
  )
}

function AccountRow({ account, me }: { account: StaffAccount; me: StaffSession }) {
  const { LL, lang } = useI18n()
  const setDisabled = useSetStaffDisabled()
  const resetTotp = useResetStaffTotp()
  const resend = useResendStaffLink()
  const requirePasskey = useRequireStaffPasskey()
  const [confirmingReset, setConfirmingReset] = useState(false)
  const explain = (error: unknown) => toast.error(errorText(LL, error))
  const toggle = () =>
    setDisabled.mutate(
      { id: account.id, disabled: !account.disabled },
      {
        onSuccess: (changed) =>
          toast.success(
            changed.disabled
              ? LL.staffConsole.accountDisabled({ name: changed.name })
              : LL.staffConsole.accountEnabled({ name: changed.name }),
          ),
        onError: explain,
      },
    )
  const reset = () =>
    resetTotp.mutate(account.id, {
      onSuccess: (sent) => {
        setConfirmingReset(false)
        toast.success(LL.staffConsole.resetTotpDone({ name: account.name, email: sent.sentTo }))
      },
      onError: explain,
    })
  const togglePasskey = () =>
    requirePasskey.mutate(
      { id: account.id, required: !account.passkeyRequired },
      {
        onSuccess: (changed) =>
          toast.success(
            changed.passkeyRequired
              ? LL.staffConsole.passkeyRequirementSet({ email: changed.email })
              : LL.staffConsole.passkeyRequirementLifted({ email: changed.email }),
          ),
        onError: explain,
      },
    )
  const sendLink = () =>
    resend.mutate(account.id, {
      onSuccess: (sent) => toast.success(LL.staffConsole.linkSent({ email: sent.sentTo, date: dateTime(sent.expiresAt, lang) })),
      onError: explain,
    })
  return (
    <tr>
      <td>{account.name}</td>
      <td>{account.email}</td>
      <td>{LL.staffConsole[`role_${account.role}`]()}</td>
      <td>
        <AccountState account={account} />
      </td>
      <td>{account.lastSignInAt ? dateTime(account.lastSignInAt, lang) : LL.staffConsole.never()}</td>
      <td>
        <div className={styles.decision}>
          {account.id === me.id ? (
            <span className={styles.muted}>{LL.staffConsole.you()}</span>
          ) : (
            <SpinnerButton
              variant="secondary"
              loading={setDisabled.isPending}
              aria-label={`${account.disabled ? LL.staffConsole.enable() : LL.staffConsole.disable()} ${account.name}`}
              onClick={toggle}
            >
              {account.disabled ? LL.staffConsole.enable() : LL.staffConsole.disable()}
            </SpinnerButton>
          )}
          <AccountPasskeys account={account} />
          {account.passkeys > 0 || account.passkeyRequired ? (
            <SpinnerButton
              variant="secondary"
              loading={requirePasskey.isPending}
              aria-label={`${account.passkeyRequired ? LL.staffConsole.allowCodes() : LL.staffConsole.requirePasskey()} ${account.name}`}
              onClick={togglePasskey}
            >
              {account.passkeyRequired ? LL.staffConsole.allowCodes() : LL.staffConsole.requirePasskey()}
            </SpinnerButton>
          ) : null}
          {account.pending ? (
            <SpinnerButton
              variant="secondary"
              loading={resend.isPending}
              aria-label={`${LL.staffConsole.resendLink()} ${account.name}`}
              onClick={sendLink}
            >
              {LL.staffConsole.resendLink()}
            </SpinnerButton>
          ) : null}
          {account.id === me.id || account.pending === 'invite' ? null : confirmingReset ? (
            <>
              <SpinnerButton loading={resetTotp.isPending} onClick={reset}>
                {LL.staffConsole.confirmResetTotp()}
              </SpinnerButton>
              <SpinnerButton variant="secondary" onClick={() => setConfirmingReset(false)}>
                {LL.staffConsole.cancel()}
              </SpinnerButton>
            </>
          ) : (
            <SpinnerButton
              variant="secondary"
              aria-label={`${LL.staffConsole.resetTotp()} ${account.name}`}
              onClick={() => setConfirmingReset(true)}
            >
              {LL.staffConsole.resetTotp()}
            </SpinnerButton>
          )}
        </div>
      </td>
    </tr>
  )
}

/** A new account with the same rules as `npm run staff:create`: its person is e-mailed the invitation. */
function NewAccountForm() {
  const { LL, lang } = useI18n()
  const create = useCreateStaffAccount()
  const form = useAppForm({
    defaultValues: { email: '', name: '', role: 'reviewer' as StaffRole },
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          email: emailProblem(value.email),
          name: staffNameProblem(value.name),
        }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const created = await create.mutateAsync(value)
        toast.success(
          LL.staffConsole.accountCreated({
            name: created.account.name,
            email: created.sentTo,
            date: dateTime(created.expiresAt, lang),
          }),
        )
        formApi.reset()
      } catch (error) {
        if (!showFieldProblems(formApi, error)) toast.error(errorText(LL, error))
      }
    },
  })
  return (
    <section className={styles.section} aria-labelledby="new-account-heading">
      <h2 id="new-account-heading">{LL.staffConsole.newAccountHeading()}</h2>
      <p className={styles.muted}>{LL.staffConsole.newAccountIntro()}</p>
      <form.AppForm>
        <form.Form className={styles.rejectForm}>
          <form.AppField name="email">
            {(field) => <field.TextField label={LL.staffConsole.email()} type="email" required autoComplete="off" trim />}
          </form.AppField>
          <form.AppField name="name">
            {(field) => <field.TextField label={LL.staffConsole.name()} required maxLength={100} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="role">
            {(field) => (
              <field.RadioGroupField
                label={LL.staffConsole.role()}
                required
                options={staffRoles.map((value) => ({ value, label: LL.staffConsole[`role_${value}`]() }))}
              />
            )}
          </form.AppField>
          <form.SubmitButton>{LL.staffConsole.createAccount()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  )
}

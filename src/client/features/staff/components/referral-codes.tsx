import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { referralCodeProblem } from '#contract/rules/referral-code'
import type { ReferralCodeType } from '#contract/schemas/registration'
import { referralCodeTypes } from '#contract/rules/referral-code'
import { useDropDownList } from '#client/api/reference.ts'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { namedOptions } from '#client/ui/form/select-option.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { toast } from '#client/ui/toast.tsx'
import { referralCodesQuery, useCreateReferralCode } from '../api.ts'
import { errorText } from './error-text.ts'
import { QueryStatus } from './query-status.tsx'
import { useReferenceName } from './use-reference-name.ts'
import styles from './staff.module.css'
import { dateOnly } from './format-date-time.ts'
import { DataTable } from './data-table.tsx'

/** Admins: the referral codes of the privilege-member registration, who used each, and a new one. */
export function ReferralCodes() {
  const { LL, lang } = useI18n()
  useDocumentTitle(LL.staffConsole.referralsTitle())
  const codes = useQuery(referralCodesQuery)
  const estate = useReferenceName('SINO_ESTATE')
  return (
    <>
      <h1>{LL.staffConsole.referralsTitle()}</h1>
      <div className={styles.stack}>
        <NewReferralForm />
        {codes.data ? (
          codes.data.codes.length === 0 ? (
            <p role="status">{LL.staffConsole.noReferralCodes()}</p>
          ) : (
            <DataTable
              columns={[
                LL.staffConsole.referralCode(),
                LL.staffConsole.referralType(),
                LL.staffConsole.estate(),
                LL.staffConsole.colIssued(),
                LL.staffConsole.usedBy(),
              ]}
            >
              {codes.data.codes.map((code) => (
                <tr key={code.code}>
                  <td>
                    <code>{code.code}</code>
                  </td>
                  <td>{LL.staffConsole[`referral_${code.type}`]()}</td>
                  <td>{estate(code.estateId)}</td>
                  <td>{dateOnly(code.createdAt, lang)}</td>
                  <td>
                    {code.usedBy ? (
                      <Link to="/$lang/staff/members/$id" params={{ lang, id: code.usedBy.id }}>
                        {code.usedBy.clubMemberId}
                      </Link>
                    ) : (
                      <span className={styles.muted}>{LL.staffConsole.unused()}</span>
                    )}
                    {code.usedAt ? <div className={styles.muted}>{dateOnly(code.usedAt, lang)}</div> : null}
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        ) : (
          <QueryStatus query={codes} />
        )}
        {codes.data?.more ? <p className={styles.muted}>{LL.staffConsole.moreReferralCodes()}</p> : null}
      </div>
    </>
  )
}

/** A code with the same rules as `npm run referral:create`: its kind of member and, if any, its estate. */
function NewReferralForm() {
  const { LL, lang } = useI18n()
  const create = useCreateReferralCode()
  const estates = useDropDownList('SINO_ESTATE')
  const form = useAppForm({
    defaultValues: { code: '', type: 'owner' as ReferralCodeType, estateId: null as number | null },
    validators: { onDynamic: ({ value }) => problemFields({ code: referralCodeProblem(value.code, true) }) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const created = await create.mutateAsync(value)
        toast.success(LL.staffConsole.referralCreated({ code: created.code }))
        formApi.reset()
      } catch (error) {
        if (!showFieldProblems(formApi, error)) toast.error(errorText(LL, error))
      }
    },
  })
  return (
    <section className={styles.section} aria-labelledby="new-referral-heading">
      <h2 id="new-referral-heading">{LL.staffConsole.newReferralHeading()}</h2>
      <form.AppForm>
        <form.Form className={styles.rejectForm}>
          <form.AppField name="code">
            {(field) => (
              <field.TextField
                label={LL.staffConsole.referralCode()}
                hint={LL.staffConsole.referralCodeHint()}
                required
                maxLength={32}
                autoCapitalize="characters"
                trim
              />
            )}
          </form.AppField>
          <form.AppField name="type">
            {(field) => (
              <field.RadioGroupField
                label={LL.staffConsole.referralType()}
                required
                options={referralCodeTypes.map((value) => ({ value, label: LL.staffConsole[`referral_${value}`]() }))}
              />
            )}
          </form.AppField>
          <form.AppField name="estateId">
            {(field) => (
              <field.SelectField
                label={LL.staffConsole.estate()}
                hint={LL.staffConsole.referralEstateHint()}
                options={namedOptions(estates, lang)}
              />
            )}
          </form.AppField>
          <form.SubmitButton>{LL.staffConsole.createReferral()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  )
}

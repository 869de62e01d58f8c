import { useStore } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { encodeProblem, type Problem } from '#contract/messages'
import { ReturnCode } from '#contract/return-codes'
import { normaliseReferralCode, referralCodeProblem } from '#contract/rules/referral-code'
import { detailsProblems } from '#contract/schemas/registration'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { updateFlowState } from '#client/lib/flow-state.ts'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import flow from '#client/ui/flow-page.module.css'
import { monthOptions } from '#client/ui/form/date-parts.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { namedOptions } from '#client/ui/form/select-option.ts'
import { setServerFieldError, showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { useCountryCodes, useDropDownList } from '#client/api/reference.ts'
import { emailExists, phoneExists, referralDetails } from '../api.ts'
import {
  emptyDetails,
  getDraft,
  saveDraft,
  saveEditing,
  stepPaths,
  type DetailsDraft,
  type RegistrationKind,
  type ReferralDraft,
} from '../draft.ts'
import { AlreadyRegistered } from './already-registered.tsx'
import { ReferralInvalidPopup } from './referral-invalid-popup.tsx'

/** The server's answers that stop step 1: e-mail or phone in use, an unknown referral code. */
async function serverProblems(
  value: DetailsDraft,
  kind: RegistrationKind,
): Promise<{ problems: Record<string, Problem | undefined>; referral: ReferralDraft | null }> {
  const code = normaliseReferralCode(value.referralCode)
  const referralCheck = code
    ? referralDetails(code).then(
        (answer) => ({ type: answer.type, sinoEstateId: answer.details.sinoEstateId }),
        (error: unknown) => {
          if (error instanceof ApiError && error.returnCode === ReturnCode.invalidReferral) return 'invalid' as const
          throw error
        },
      )
    : Promise.resolve(null)
  const [emailUsed, phoneUsed, referral] = await Promise.all([
    emailExists(value.emailAddress),
    phoneExists(value.mobilePhone, value.countryCodeId),
    referralCheck,
  ])
  return {
    problems: {
      emailAddress: emailUsed ? { key: 'registerError.email-unique' } : undefined,
      mobilePhone: phoneUsed ? { key: 'registerError.mobile-unique' } : undefined,
      referralCode: referral === 'invalid' ? { key: 'registerError.referral-code-invalid' } : undefined,
    },
    referral: referral === 'invalid' || (kind === 'ordinary' && referral === null) ? null : referral,
  }
}

/** Registration step 1: personal details, checked unused before step 2. */
export function DetailsStep({ kind, referralCode }: { kind: RegistrationKind; referralCode?: string | undefined }) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const explain = useExplainFailure()
  const countryCodes = useCountryCodes()
  const salutations = useDropDownList('SALUTATION')
  const ageRanges = useDropDownList('AGE_RANGE')
  const [referralPopup, setReferralPopup] = useState(false)
  // The e-mail address and number found registered, for the way on shown while either is as it was.
  const [taken, setTaken] = useState<{ emailAddress?: string; mobilePhone?: string }>({})
  const draft = getDraft(kind)

  const form = useAppForm({
    defaultValues: draft.editing?.details ?? draft.details ?? { ...emptyDetails, referralCode: referralCode ?? '' },
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          ...detailsProblems(value, countryCodes),
          referralCode: referralCodeProblem(value.referralCode, kind === 'pMember'),
        }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const { problems, referral } = await serverProblems(value, kind)
        const found = Object.entries(problems).filter(([, problem]) => problem)
        if (found.length > 0) {
          for (const [field, problem] of found) setServerFieldError(formApi, field, encodeProblem(problem!))
          if (problems.referralCode) setReferralPopup(true)
          setTaken({
            ...(problems.emailAddress ? { emailAddress: value.emailAddress } : {}),
            ...(problems.mobilePhone ? { mobilePhone: value.mobilePhone } : {}),
          })
          return
        }
        const countryCode = countryCodes.find((code) => code.id === value.countryCodeId)
        saveDraft(kind, { details: { ...value, referralCode: normaliseReferralCode(value.referralCode) }, referral })
        updateFlowState({
          email: value.emailAddress,
          phone: value.mobilePhone,
          countryCode: value.countryCodeId,
          digit: countryCode?.length ?? 8,
          isPMemberRegistration: kind === 'pMember',
        })
        await navigate({ to: stepPaths[kind][1], params: { lang } })
      } catch (error) {
        if (!showFieldProblems(formApi, error)) explain(error)
      }
    },
  })

  // What is typed survives a reload of the step.
  const values = useStore(form.store, (state) => state.values)
  useEffect(() => saveEditing(kind, { details: values }), [kind, values])
  const registered = values.emailAddress === taken.emailAddress || values.mobilePhone === taken.mobilePhone

  const name = (field: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <form.AppField name={field}>{(f) => <f.TextField label={label} required autoComplete={autoComplete} />}</form.AppField>
  )

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        <form.AppField name="salutationId">
          {(field) => (
            <field.SelectField label={LL.registration.salutation()} required options={namedOptions(salutations, lang)} />
          )}
        </form.AppField>
        <div className={flow.row}>
          {name('firstName', LL.registration.firstName(), 'given-name')}
          {name('lastName', LL.registration.surname(), 'family-name')}
        </div>
        <form.AppField name="emailAddress">
          {(field) => <field.TextField label={LL.registration.email()} required type="email" autoComplete="email" trim />}
        </form.AppField>
        <form.AppField name="mobilePhone">
          {(field) => (
            <field.PhoneField
              label={LL.registration.mobile()}
              countryCodeLabel={LL.registration.countryCode()}
              countryCodeField="countryCodeId"
              countryCodes={countryCodes}
            />
          )}
        </form.AppField>
        {registered ? <AlreadyRegistered /> : null}
        <div className={flow.row}>
          <form.AppField name="birthdayMonth">
            {(field) => <field.SelectField label={LL.registration.birthMonth()} required options={monthOptions(lang)} />}
          </form.AppField>
          <form.AppField name="ageRangeId">
            {(field) => (
              <field.SelectField
                label={`${LL.registration.ageRange()} ${LL.registration.optional()}`}
                options={namedOptions(ageRanges, lang)}
              />
            )}
          </form.AppField>
        </div>
        <form.AppField name="referralCode">
          {(field) => (
            <field.TextField
              label={
                kind === 'pMember'
                  ? LL.registration.referralCode()
                  : `${LL.registration.referralCode()} ${LL.registration.optional()}`
              }
              required={kind === 'pMember'}
              autoCapitalize="characters"
              trim
            />
          )}
        </form.AppField>
        <form.SubmitButton block>{LL.registration.next()}</form.SubmitButton>
        <ReferralInvalidPopup open={referralPopup} onOpenChange={setReferralPopup} />
      </form.Form>
    </form.AppForm>
  )
}

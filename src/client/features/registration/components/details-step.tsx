import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { localName, localeOfLang } from '#contract/languages'
import { encodeProblem, type Problem } from '#contract/messages'
import { ReturnCode } from '#contract/return-codes'
import { normaliseReferralCode, referralCodeProblem } from '#contract/rules/referral-code'
import { detailsProblems } from '#contract/schemas/registration'
import { ApiError } from '../../../api/http-client.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { updateFlowState } from '../../../lib/flow-state.ts'
import { problemFields } from '../../../lib/problem-fields.ts'
import { clearServerFieldError, setServerFieldError } from '../../../lib/server-field-error.ts'
import { useExplainFailure } from '../../../lib/use-explain-failure.ts'
import flow from '../../../ui/flow-page.module.css'
import { FormField } from '../../../ui/form-field.tsx'
import { LazyPopup } from '../../../ui/lazy-popup.tsx'
import { PhoneField } from '../../../ui/phone-input.tsx'
import { SelectInput } from '../../../ui/select-input.tsx'
import { SpinnerButton } from '../../../ui/spinner-button.tsx'
import { TextInput } from '../../../ui/text-input.tsx'
import { useFieldError } from '../../../ui/use-field-error.ts'
import { useCountryCodes, useDropDownList } from '../../reference/api.ts'
import { emailExists, phoneExists, referralDetails } from '../api.ts'
import { emptyDetails, getDraft, saveDraft, saveEditing, stepPaths, type DetailsDraft, type RegistrationKind, type ReferralDraft } from '../draft.ts'

const months = Array.from({ length: 12 }, (_, index) => index + 1)

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

/** Registration step 1 (spec section 5): personal details, checked unused before step 2. */
export function DetailsStep({ kind, referralCode }: { kind: RegistrationKind; referralCode?: string | undefined }) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const fieldError = useFieldError()
  const explain = useExplainFailure()
  const countryCodes = useCountryCodes()
  const salutations = useDropDownList('SALUTATION')
  const ageRanges = useDropDownList('AGE_RANGE')
  const [referralPopup, setReferralPopup] = useState(false)
  const monthName = new Intl.DateTimeFormat(localeOfLang[lang], { month: 'long' })
  const draft = getDraft(kind)

  const form = useForm({
    defaultValues: draft.editing?.details ?? draft.details ?? { ...emptyDetails, referralCode: referralCode ?? '' },
    validationLogic: revalidateLogic(),
    listeners: {
      onChange: ({ formApi, fieldApi }) => {
        clearServerFieldError({ fieldApi })
        saveEditing(kind, { details: formApi.state.values })
      },
    },
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
        explain(error)
      }
    },
  })

  const text = (name: 'firstName' | 'lastName' | 'emailAddress', label: string, autoComplete: string) => (
    <form.Field name={name}>
      {(field) => (
        <FormField label={label} required error={fieldError(field.state.meta.errors)}>
          {(control) => (
            <TextInput
              {...control}
              type={name === 'emailAddress' ? 'email' : 'text'}
              autoComplete={autoComplete}
              value={field.state.value}
              onChange={(event) => field.handleChange(name === 'emailAddress' ? event.target.value.trim() : event.target.value)}
              onBlur={field.handleBlur}
            />
          )}
        </FormField>
      )}
    </form.Field>
  )

  return (
    <form
      className={flow.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Field name="salutationId">
        {(field) => (
          <FormField label={LL.registration.salutation()} required error={fieldError(field.state.meta.errors)}>
            {(control) => (
              <SelectInput
                {...control}
                placeholder={LL.registration.choose()}
                options={salutations.map((item) => ({ id: item.id, label: localName(item, lang) }))}
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
              />
            )}
          </FormField>
        )}
      </form.Field>
      <div className={flow.row}>
        {text('firstName', LL.registration.firstName(), 'given-name')}
        {text('lastName', LL.registration.surname(), 'family-name')}
      </div>
      {text('emailAddress', LL.registration.email(), 'email')}
      <form.Subscribe selector={(state) => state.values.countryCodeId}>
        {(countryCodeId) => (
          <form.Field name="mobilePhone">
            {(field) => (
              <PhoneField
                label={LL.registration.mobile()}
                error={fieldError(field.state.meta.errors)}
                countryCodeLabel={LL.registration.countryCode()}
                countryCodes={countryCodes}
                countryCodeId={countryCodeId}
                onCountryCodeChange={(id) => form.setFieldValue('countryCodeId', id)}
                phone={field.state.value}
                onPhoneChange={field.handleChange}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
        )}
      </form.Subscribe>
      <div className={flow.row}>
        <form.Field name="birthdayMonth">
          {(field) => (
            <FormField label={LL.registration.birthMonth()} required error={fieldError(field.state.meta.errors)}>
              {(control) => (
                <SelectInput
                  {...control}
                  placeholder={LL.registration.choose()}
                  options={months.map((month) => ({ id: month, label: monthName.format(new Date(2000, month - 1, 1)) }))}
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                />
              )}
            </FormField>
          )}
        </form.Field>
        <form.Field name="ageRangeId">
          {(field) => (
            <FormField label={`${LL.registration.ageRange()} ${LL.registration.optional()}`} error={fieldError(field.state.meta.errors)}>
              {(control) => (
                <SelectInput
                  {...control}
                  placeholder={LL.registration.choose()}
                  options={ageRanges.map((item) => ({ id: item.id, label: localName(item, lang) }))}
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                />
              )}
            </FormField>
          )}
        </form.Field>
      </div>
      <form.Field name="referralCode">
        {(field) => (
          <FormField
            label={kind === 'pMember' ? LL.registration.referralCode() : `${LL.registration.referralCode()} ${LL.registration.optional()}`}
            required={kind === 'pMember'}
            error={fieldError(field.state.meta.errors)}
          >
            {(control) => (
              <TextInput
                {...control}
                autoCapitalize="characters"
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value.trim())}
                onBlur={field.handleBlur}
              />
            )}
          </FormField>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <SpinnerButton type="submit" block loading={submitting}>
            {LL.registration.next()}
          </SpinnerButton>
        )}
      </form.Subscribe>
      <LazyPopup
        open={referralPopup}
        onOpenChange={setReferralPopup}
        title={LL.registration.referralInvalidTitle()}
        description={LL.registerError['referral-code-invalid']()}
      />
    </form>
  )
}

import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { localName } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import { confirmPasswordProblem, passwordHintParams, passwordProblem } from '#contract/rules/password'
import { preferencesProblems, type PMemberRegistrationRequest, type RegistrationRequest } from '#contract/schemas/registration'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { emptyFlowState, getFlowState, updateFlowState } from '#client/lib/flow-state.ts'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { useDropDownList } from '#client/api/reference.ts'
import { useRegister, useRegisterPMember } from '../api.ts'
import { clearDraft, getDraft, type AddressDraft, type DetailsDraft, type RegistrationKind } from '../draft.ts'
import { BackToStart } from './back-to-start.tsx'
import { ConsentText } from './consent-text.tsx'
import { ReferralInvalidPopup } from './referral-invalid-popup.tsx'

interface PreferencesValues {
  password: string
  confirmPassword: string
  defaultLangId: number | null
  acceptData: boolean
  acceptNews: boolean
}

const addressPayload = ({ documents, ...address }: AddressDraft) => ({
  ...address,
  addressDocumentId: documents.map((file) => file.id),
})

/** The consents are one check box on the form. */
const consentFields = { tncAcceptance: 'acceptData', picsAcceptance: 'acceptData' }

/** The fields the server fills in itself when the referral fixes the estate. */
const estateFields = [
  'sinoEstate',
  'nonSinoEstate',
  'otherEstate',
  'propertyTypeId',
  'district',
  'otherArea',
  'otherCountry',
  'otherDistrict',
  'areaId',
  'countryId',
] as const

/**
 * Registration step 3: password and confirmation (ordinary registration only), language
 * preference and consents; then the registration is sent and the phone is verified.
 */
export function PreferencesStep({
  kind,
  details,
  address,
}: {
  kind: RegistrationKind
  details: DetailsDraft
  address: AddressDraft
}) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const explain = useExplainFailure()
  const languages = useDropDownList('LANGUAGE')
  const register = useRegister()
  const registerPMember = useRegisterPMember()
  const [referralPopup, setReferralPopup] = useState(false)
  const withPassword = kind === 'ordinary'

  const preferences = (value: PreferencesValues) => ({
    defaultLangId: value.defaultLangId,
    language: lang,
    tncAcceptance: value.acceptData,
    picsAcceptance: value.acceptData,
    isConsentToSinoGroup: value.acceptNews,
  })

  const send = async (value: PreferencesValues): Promise<string> => {
    const { referralCode, ageRangeId, ...personal } = details
    const common = { ...personal, ageRangeId, ...preferences(value) }
    if (kind === 'ordinary') {
      const body: RegistrationRequest = {
        ...common,
        ...addressPayload(address),
        referralCode: referralCode || null,
        password: value.password,
      }
      return (await register.mutateAsync(body)).memberId
    }
    const fixedEstate = getDraft(kind).referral?.sinoEstateId != null
    const payloadAddress: Partial<ReturnType<typeof addressPayload>> = addressPayload(address)
    if (fixedEstate) for (const field of estateFields) delete payloadAddress[field]
    const body = {
      ...common,
      ...payloadAddress,
      referralCode,
      isLiveInSinoProperties: address.isLiveInSinoProperties,
      addressDocumentId: payloadAddress.addressDocumentId ?? [],
    }
    return (await registerPMember.mutateAsync(body as PMemberRegistrationRequest)).memberId
  }

  // The page's language is the likeliest choice.
  const pageLanguageId = languages.find((item) => item.language === lang)?.id ?? null
  const form = useAppForm({
    defaultValues: {
      password: '',
      confirmPassword: '',
      defaultLangId: pageLanguageId,
      acceptData: false,
      acceptNews: false,
    } as PreferencesValues,
    validators: {
      onDynamic: ({ value }) => {
        const { tncAcceptance, ...problems } = preferencesProblems(preferences(value))
        return problemFields({
          ...problems,
          acceptData: tncAcceptance,
          ...(withPassword
            ? {
                password: passwordProblem(value.password),
                confirmPassword: confirmPasswordProblem(value.password, value.confirmPassword),
              }
            : {}),
        })
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const memberId = await send(value)
        const flowState = getFlowState()
        updateFlowState({
          ...emptyFlowState,
          memberId,
          phone: flowState.phone,
          countryCode: flowState.countryCode,
          digit: flowState.digit,
          email: details.emailAddress,
          emailVerify: 'registration',
          isPMemberRegistration: kind === 'pMember',
        })
        clearDraft(kind)
        // The registration is sent: Back no longer leads into its form.
        await navigate({ to: '/$lang/verify-phone', params: { lang }, replace: true })
      } catch (error) {
        if (error instanceof ApiError && error.returnCode === ReturnCode.invalidReferral) return setReferralPopup(true)
        if (showFieldProblems(formApi, error, consentFields)) return
        explain(error)
      }
    },
  })

  // A list that arrives after the member started typing no longer changes the form's defaults:
  // the page's language is chosen for them then, unless they chose one.
  useEffect(() => {
    if (pageLanguageId !== null && form.getFieldValue('defaultLangId') === null) {
      form.setFieldValue('defaultLangId', pageLanguageId, { dontUpdateMeta: true })
    }
  }, [form, pageLanguageId])

  const password = (name: 'password' | 'confirmPassword', label: string, hint?: string) => (
    <form.AppField name={name}>
      {(field) => <field.PasswordField label={label} required hint={hint} autoComplete="new-password" />}
    </form.AppField>
  )

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        {withPassword ? (
          <>
            {password('password', LL.registration.password(), LL.registration.passwordHint(passwordHintParams))}
            {password('confirmPassword', LL.registration.confirmPassword())}
          </>
        ) : null}
        <form.AppField name="defaultLangId">
          {(field) => (
            <field.RadioGroupField
              label={LL.registration.languagePreference()}
              required
              options={languages.map((item) => ({ value: item.id, label: localName(item, lang) }))}
            />
          )}
        </form.AppField>
        <form.AppField name="acceptData">{(field) => <field.CheckboxField label={<ConsentText />} required />}</form.AppField>
        <form.AppField name="acceptNews">
          {(field) => <field.CheckboxField label={LL.registration.consentNews()} />}
        </form.AppField>
        <div className={flow.actions}>
          <BackToStart kind={kind} step={2} />
          <form.SubmitButton>{LL.registration.submit()}</form.SubmitButton>
        </div>
        <ReferralInvalidPopup open={referralPopup} onOpenChange={setReferralPopup} />
      </form.Form>
    </form.AppForm>
  )
}

import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { localName } from '#contract/languages'
import { referenceIds, type NamedItem } from '#contract/reference'
import { addressForCountry, addressForSinoEstate, propertyOwnerships } from '#contract/rules/address'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import flow from '../../../ui/flow-page.module.css'
import { ExternalLink } from '../../../ui/external-link.tsx'
import { FormField } from '../../../ui/form-field.tsx'
import { SearchSelect } from '../../../ui/search-select.tsx'
import { SelectInput } from '../../../ui/select-input.tsx'
import { SpinnerButton } from '../../../ui/spinner-button.tsx'
import { TextInput } from '../../../ui/text-input.tsx'
import { UploadWidget } from '../../../ui/upload-widget/upload-widget.tsx'
import { useFieldError } from '../../../ui/use-field-error.ts'
import { useDropDownList } from '../../reference/api.ts'
import { addressForDistrict, addressForPropertyAnswer, addressStepFields, districtsOfArea } from '../address-form-rules.ts'
import { emptyAddress, getDraft, saveDraft, saveEditing, stepPaths, type AddressDraft, type RegistrationKind } from '../draft.ts'
import { BackToStart } from './back-to-start.tsx'

type TextField = 'otherEstate' | 'unit' | 'floor' | 'block' | 'street' | 'otherDistrict' | 'otherArea' | 'otherCountry'

const addressKeys = Object.keys(emptyAddress) as (keyof AddressDraft)[]

/**
 * Registration step 2: the property question and the address form with the transitions of
 * spec section 4 (country change, estate auto-fill) and the rules of spec section 5; proof
 * documents when a membership type is chosen. In the p-member flow a referral may fix the estate.
 */
export function AddressStep({ kind }: { kind: RegistrationKind }) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const fieldError = useFieldError()
  const sinoEstates = useDropDownList('SINO_ESTATE')
  const nonSinoEstates = useDropDownList('NON_SINO_ESTATE')
  const districts = useDropDownList('DISTRICT')
  const areas = useDropDownList('AREA')
  const countries = useDropDownList('COUNTRY')
  const propertyTypes = useDropDownList('TYPE_OF_PROPERTY')
  const draft = getDraft(kind)
  const lockedEstateId = kind === 'pMember' ? (draft.referral?.sinoEstateId ?? null) : null
  const options = (items: readonly NamedItem[]) => items.map((item) => ({ id: item.id, label: localName(item, lang) }))

  const form = useForm({
    defaultValues: draft.editing?.address ?? draft.address ?? emptyAddress,
    validationLogic: revalidateLogic(),
    listeners: { onChange: ({ formApi }) => saveEditing(kind, { address: formApi.state.values }) },
    validators: { onDynamic: ({ value }) => addressStepFields(value) },
    onSubmit: async ({ value }) => {
      saveDraft(kind, { address: value })
      await navigate({ to: stepPaths[kind][2], params: { lang } })
    },
  })

  /** Writes the fields a transition changed. */
  const apply = (next: AddressDraft) => {
    const current = form.state.values
    for (const key of addressKeys) if (next[key] !== current[key]) form.setFieldValue(key, next[key] as never)
  }

  const chooseSinoEstate = (id: number) => {
    const estate = sinoEstates.find((item) => item.id === id)
    apply(estate ? addressForSinoEstate(form.state.values, estate) : { ...form.state.values, sinoEstate: id })
  }

  // A referral that names an estate fills the address from it, once the list is there.
  useEffect(() => {
    if (lockedEstateId === null || form.state.values.sinoEstate === lockedEstateId) return
    const estate = sinoEstates.find((item) => item.id === lockedEstateId)
    if (estate) apply(addressForSinoEstate({ ...form.state.values, isLiveInSinoProperties: true }, estate))
    // Runs when the list or the referral arrive; the form's own values are read, not watched.
  }, [lockedEstateId, sinoEstates])

  const text = (name: TextField, label: string, required = false, autoComplete = 'off') => (
    <form.Field name={name}>
      {(field) => (
        <FormField label={label} required={required} error={fieldError(field.state.meta.errors)}>
          {(control) => (
            <TextInput
              {...control}
              autoComplete={autoComplete}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
            />
          )}
        </FormField>
      )}
    </form.Field>
  )

  const choices = (legend: string, name: string, items: { value: string; label: string; checked: boolean; onChange: () => void }[]): ReactNode => (
    <fieldset className={flow.section}>
      <legend className={flow.legend}>{legend}</legend>
      <div className={flow.choices}>
        {items.map((item) => (
          <label key={item.value} className={flow.choice}>
            <input type="radio" name={name} value={item.value} checked={item.checked} onChange={item.onChange} />
            {item.label}
          </label>
        ))}
      </div>
    </fieldset>
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
      <form.Subscribe selector={(state) => state.values}>
        {(values) => (
          <>
            {lockedEstateId === null
              ? choices(
                  LL.registration.propertyQuestion(),
                  'isLiveInSinoProperties',
                  [true, false].map((answer) => ({
                    value: String(answer),
                    label: answer ? LL.registration.yes() : LL.registration.no(),
                    checked: values.isLiveInSinoProperties === answer,
                    onChange: () => apply(addressForPropertyAnswer(form.state.values, answer)),
                  })),
                )
              : null}
            {kind === 'ordinary' && values.isLiveInSinoProperties ? (
              <>
                {choices(LL.registration.membershipQuestion(), 'propertyOwnership', [
                  {
                    value: 'none',
                    label: LL.registration.ordinaryOnly(),
                    checked: values.propertyOwnership === null,
                    onChange: () => {
                      form.setFieldValue('propertyOwnership', null)
                      form.setFieldValue('documents', [])
                    },
                  },
                  ...propertyOwnerships.map((ownership) => ({
                    value: ownership,
                    label: LL.registration[ownership === 'Owner' ? 'owner' : ownership === 'Resident' ? 'resident' : 'tenant'](),
                    checked: values.propertyOwnership === ownership,
                    onChange: () => form.setFieldValue('propertyOwnership', ownership),
                  })),
                ])}
                <p className={flow.note}>
                  {LL.registration.membershipHint()}{' '}
                  <ExternalLink href={`/${lang}/different-membership-types`}>{LL.registration.membershipTypesLink()}</ExternalLink>
                </p>
              </>
            ) : null}
            <fieldset className={flow.section}>
              <legend className={flow.legend}>{LL.registration.addressTitle()}</legend>
              {lockedEstateId !== null ? <p className={flow.note}>{LL.registration.estateLocked()}</p> : null}
              <form.Field name={values.isLiveInSinoProperties ? 'sinoEstate' : 'nonSinoEstate'}>
                {(field) => (
                  <FormField label={LL.registration.estate()} required error={fieldError(field.state.meta.errors)}>
                    {(control) => (
                      <SearchSelect
                        key={field.name}
                        control={control}
                        options={options(values.isLiveInSinoProperties ? sinoEstates : nonSinoEstates)}
                        value={field.state.value}
                        onChange={(id) => (values.isLiveInSinoProperties ? chooseSinoEstate(id) : field.handleChange(id))}
                        placeholder={LL.registration.choose()}
                        searchLabel={LL.registration.search()}
                        emptyText={LL.registration.nothingFound()}
                        disabled={lockedEstateId !== null}
                      />
                    )}
                  </FormField>
                )}
              </form.Field>
              {(values.isLiveInSinoProperties && values.sinoEstate === referenceIds.otherSinoEstate) ||
              (!values.isLiveInSinoProperties && values.nonSinoEstate === referenceIds.otherNonSinoEstate)
                ? text('otherEstate', LL.registration.otherEstate(), true)
                : null}
              {values.isLiveInSinoProperties ? (
                <form.Field name="propertyTypeId">
                  {(field) => (
                    <FormField label={LL.registration.propertyType()} required error={fieldError(field.state.meta.errors)}>
                      {(control) => (
                        <SelectInput
                          {...control}
                          placeholder={LL.registration.choose()}
                          options={options(propertyTypes)}
                          value={field.state.value}
                          onChange={field.handleChange}
                          onBlur={field.handleBlur}
                        />
                      )}
                    </FormField>
                  )}
                </form.Field>
              ) : null}
              <div className={flow.row}>
                {text('unit', LL.registration.unit())}
                {text('floor', LL.registration.floor())}
                {text('block', LL.registration.block())}
              </div>
              {text('street', LL.registration.street(), false, 'address-line1')}
              <form.Field name="district">
                {(field) => (
                  <FormField label={LL.registration.district()} required error={fieldError(field.state.meta.errors)}>
                    {(control) => (
                      <SearchSelect
                        control={control}
                        options={options(districtsOfArea(districts, values.areaId))}
                        value={field.state.value}
                        onChange={(id) => apply(addressForDistrict(form.state.values, districts, id))}
                        placeholder={LL.registration.choose()}
                        searchLabel={LL.registration.search()}
                        emptyText={LL.registration.nothingFound()}
                      />
                    )}
                  </FormField>
                )}
              </form.Field>
              {values.district === referenceIds.otherDistrict ? text('otherDistrict', LL.registration.otherDistrict(), true) : null}
              <form.Field name="areaId">
                {(field) => (
                  <FormField label={LL.registration.area()} required error={fieldError(field.state.meta.errors)}>
                    {(control) => (
                      <SelectInput
                        {...control}
                        placeholder={LL.registration.choose()}
                        options={options(areas)}
                        value={field.state.value}
                        onChange={field.handleChange}
                        onBlur={field.handleBlur}
                      />
                    )}
                  </FormField>
                )}
              </form.Field>
              {values.areaId === referenceIds.overseasArea && values.countryId !== referenceIds.homeCountry
                ? text('otherArea', LL.registration.otherArea(), true)
                : null}
              <form.Field name="countryId">
                {(field) => (
                  <FormField label={LL.registration.country()} required error={fieldError(field.state.meta.errors)}>
                    {(control) => (
                      <SelectInput
                        {...control}
                        placeholder={LL.registration.choose()}
                        options={options(countries)}
                        value={field.state.value}
                        onChange={(id) => apply(addressForCountry(form.state.values, id))}
                        onBlur={field.handleBlur}
                        disabled={lockedEstateId !== null}
                      />
                    )}
                  </FormField>
                )}
              </form.Field>
              {values.countryId === referenceIds.otherCountry ? text('otherCountry', LL.registration.otherCountry(), true) : null}
            </fieldset>
            {values.propertyOwnership !== null ? (
              <form.Field name="documents">
                {(field) => (
                  <UploadWidget
                    label={LL.registration.documents()}
                    hint={LL.registration.documentsHint()}
                    hintLink={{ href: `/${lang}/privilege-membership-document`, label: LL.registration.documentsLink() }}
                    required
                    value={field.state.value}
                    onChange={field.handleChange}
                    error={fieldError(field.state.meta.errors)}
                  />
                )}
              </form.Field>
            ) : null}
          </>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <div className={flow.actions}>
            <BackToStart kind={kind} />
            <SpinnerButton type="submit" loading={submitting}>
              {LL.registration.next()}
            </SpinnerButton>
          </div>
        )}
      </form.Subscribe>
    </form>
  )
}

import { createFieldMap, useStore } from '@tanstack/react-form'
import { useEffect } from 'react'
import { referenceIds } from '#contract/reference'
import { addressForCountry, addressForSinoEstate, emptyAddressFields } from '#contract/rules/address'
import { useDropDownList } from '#client/api/reference.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import flow from '../flow-page.module.css'
import { addressForDistrict, districtsOfArea } from './address-transitions.ts'
import { setChangedValues } from './changed-values.ts'
import { withFieldGroup } from './form-hook.ts'
import { LoadsWithForm } from './lazy-field.tsx'
import { searchableOptions } from './searchable-options.ts'
import { namedOptions } from './select-option.ts'

/**
 * The address of registration, the contact address page and the upgrade form: the estate
 * (from the group's list or the other one, by the property answer), the free texts its
 * 'other' choices ask for, the property type, the flat's place, district, area and country.
 * Choosing fills in what follows from the choice: an estate its address, a district its area,
 * the home country an empty area, estate and district, another country the overseas ones.
 * Rules run on the form, which shows their messages under these fields. A form that nests the
 * address places the group by its path (`fields="address"`); one whose fields stand at the top,
 * as registration's do, by `addressFieldMap`.
 */
/** The group's place in a flat form, whose fields carry the address fields' own names. */
export const addressFieldMap = createFieldMap(emptyAddressFields)

type TextName = 'otherEstate' | 'unit' | 'floor' | 'block' | 'otherDistrict' | 'otherArea' | 'otherCountry'

const AddressFields = withFieldGroup({
  defaultValues: emptyAddressFields,
  props: {
    /** The estate a referral fixes: its address is filled in, and estate and country cannot be changed. */
    lockedEstateId: null as number | null,
  },
  render: function AddressFields({ group, lockedEstateId }) {
    const { LL, lang } = useI18n()
    const sinoEstates = useDropDownList('SINO_ESTATE')
    const nonSinoEstates = useDropDownList('NON_SINO_ESTATE')
    const districts = useDropDownList('DISTRICT')
    const areas = useDropDownList('AREA')
    const countries = useDropDownList('COUNTRY')
    const propertyTypes = useDropDownList('TYPE_OF_PROPERTY')
    const values = useStore(group.store, (state) => state.values)
    const locked = lockedEstateId !== null

    // The referral's estate fills in the address once the list is there.
    useEffect(() => {
      if (lockedEstateId === null || group.state.values.sinoEstate === lockedEstateId) return
      const estate = sinoEstates.find((item) => item.id === lockedEstateId)
      if (estate) setChangedValues(group, addressForSinoEstate({ ...group.state.values, isLiveInSinoProperties: true }, estate))
    }, [group, lockedEstateId, sinoEstates])

    const otherEstateChosen = values.isLiveInSinoProperties
      ? values.sinoEstate === referenceIds.otherSinoEstate
      : values.nonSinoEstate === referenceIds.otherNonSinoEstate
    const text = (name: TextName, label: string, required = false) => (
      <group.AppField name={name}>
        {(field) => <field.TextField label={label} required={required} autoComplete="off" />}
      </group.AppField>
    )

    return (
      <fieldset className={flow.section}>
        <legend className={flow.legend}>{LL.registration.addressTitle()}</legend>
        {locked ? <p className={flow.note}>{LL.registration.estateLocked()}</p> : null}
        {values.isLiveInSinoProperties ? (
          <group.AppField
            key="sinoEstate"
            name="sinoEstate"
            listeners={{
              onChange: ({ value }) => {
                const estate = sinoEstates.find((item) => item.id === value)
                if (estate) setChangedValues(group, addressForSinoEstate(group.state.values, estate))
              },
            }}
          >
            {(field) => (
              <field.SearchSelectField
                label={LL.registration.estate()}
                required
                options={searchableOptions(sinoEstates, lang)}
                disabled={locked}
              />
            )}
          </group.AppField>
        ) : (
          <group.AppField key="nonSinoEstate" name="nonSinoEstate">
            {(field) => (
              <field.SearchSelectField
                label={LL.registration.estate()}
                required
                options={searchableOptions(nonSinoEstates, lang)}
              />
            )}
          </group.AppField>
        )}
        {otherEstateChosen ? text('otherEstate', LL.registration.otherEstate(), true) : null}
        {values.isLiveInSinoProperties ? (
          <group.AppField name="propertyTypeId">
            {(field) => (
              <field.SelectField label={LL.registration.propertyType()} required options={namedOptions(propertyTypes, lang)} />
            )}
          </group.AppField>
        ) : null}
        <div className={flow.row}>
          {text('unit', LL.registration.unit())}
          {text('floor', LL.registration.floor())}
          {text('block', LL.registration.block())}
        </div>
        <group.AppField name="street">
          {(field) => <field.TextField label={LL.registration.street()} autoComplete="address-line1" />}
        </group.AppField>
        <group.AppField
          name="district"
          listeners={{
            onChange: ({ value }) => {
              if (value !== null) setChangedValues(group, addressForDistrict(group.state.values, districts, value))
            },
          }}
        >
          {(field) => (
            <field.SearchSelectField
              label={LL.registration.district()}
              required
              options={searchableOptions(districtsOfArea(districts, values.areaId), lang)}
            />
          )}
        </group.AppField>
        {values.district === referenceIds.otherDistrict ? text('otherDistrict', LL.registration.otherDistrict(), true) : null}
        <group.AppField name="areaId">
          {(field) => <field.SelectField label={LL.registration.area()} required options={namedOptions(areas, lang)} />}
        </group.AppField>
        {values.areaId === referenceIds.overseasArea && values.countryId !== referenceIds.homeCountry
          ? text('otherArea', LL.registration.otherArea(), true)
          : null}
        <group.AppField
          name="countryId"
          listeners={{ onChange: ({ value }) => setChangedValues(group, addressForCountry(group.state.values, value)) }}
        >
          {(field) => (
            <field.SelectField
              label={LL.registration.country()}
              required
              options={namedOptions(countries, lang)}
              disabled={locked}
            />
          )}
        </group.AppField>
        {values.countryId === referenceIds.otherCountry ? text('otherCountry', LL.registration.otherCountry(), true) : null}
      </fieldset>
    )
  },
})

/** The address group loads with the form: the library's field groups are fetched when a form first shows one. */
export const AddressFieldGroup: typeof AddressFields = (props) => (
  <LoadsWithForm>
    <AddressFields {...props} />
  </LoadsWithForm>
)

import type { NamespaceAddressTranslation } from '../../i18n-types'

const en_address = {
  'address-buidling-required': 'Please select an estate or building',
  'address-other-estate-required': 'Please enter the estate or building name',
  'address-type-of-property-required': 'Please select the type of property',
  'address-district-required': 'Please select a district',
  'address-other-district-required': 'Please enter the district',
  'address-area-required': 'Please select an area',
  'address-other-area-required': 'Please enter the area, state or province',
  'address-country-required': 'Please select a country or region',
  'address-other-country-required': 'Please enter the country or region',
  'address-text-max': 'At most {digit} characters',
} satisfies NamespaceAddressTranslation

export default en_address

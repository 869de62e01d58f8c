import type { BaseTranslation } from '../../i18n-types'

/** A namespace: downloaded for the pages that use it, never for the login page. */
const zh_HK_address = {
  'address-buidling-required': '請選擇屋苑或大廈',
  'address-other-estate-required': '請輸入屋苑或大廈名稱',
  'address-type-of-property-required': '請選擇物業類型',
  'address-district-required': '請選擇地區',
  'address-other-district-required': '請輸入地區',
  'address-area-required': '請選擇區域',
  'address-other-area-required': '請輸入區域、州或省份',
  'address-country-required': '請選擇國家或地區',
  'address-other-country-required': '請輸入國家或地區',
  'address-text-max': '最多 {digit} 個字元',
} satisfies BaseTranslation

export default zh_HK_address

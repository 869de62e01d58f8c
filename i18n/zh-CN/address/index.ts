import type { NamespaceAddressTranslation } from '../../i18n-types'

const zh_CN_address = {
  'address-buidling-required': '请选择屋苑或大厦',
  'address-other-estate-required': '请输入屋苑或大厦名称',
  'address-type-of-property-required': '请选择物业类型',
  'address-district-required': '请选择地区',
  'address-other-district-required': '请输入地区',
  'address-area-required': '请选择区域',
  'address-other-area-required': '请输入区域、州或省份',
  'address-country-required': '请选择国家或地区',
  'address-other-country-required': '请输入国家或地区',
  'address-text-max': '最多 {digit} 个字符',
} satisfies NamespaceAddressTranslation

export default zh_CN_address

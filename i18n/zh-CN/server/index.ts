import type { NamespaceServerTranslation } from '../../i18n-types'

const zh_CN_server = {
  badRequest: '输入无效',
  unauthorised: '请先登录。',
  sessionExpired: '登录已超时，请重新登录。',
  notFound: '找不到所请求的资源。',
  payloadTooLarge: '提交的数据过大。',
  unsupportedMediaType: '不支持此数据格式。',
  serverError: '系统暂时未能处理您的请求，请稍后再试。',
  busy: '系统繁忙，请稍后再试。',
} satisfies NamespaceServerTranslation

export default zh_CN_server

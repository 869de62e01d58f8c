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
  staffSignInFailed: '电邮、密码或验证码不正确。',
  staffSignInNeeded: '请先登录职员控制台。',
  adminOnly: '只有管理员可进行此操作。',
  crossSite: '此请求来自其他网站，已被拒绝。',
  notPending: '此申请尚未进入审核：正在等待文件。',
  alreadyDecided: '此申请已有决定。',
} satisfies NamespaceServerTranslation

export default zh_CN_server

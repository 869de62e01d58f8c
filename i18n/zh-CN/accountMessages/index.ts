import type { NamespaceAccountMessagesTranslation } from '../../i18n-types'

const zh_CN_accountMessages = {
  resendSuccess: '重新发送成功',
  resendWait: '请于 {seconds} 秒后再索取新的验证码。',
  tooManyCodes: '索取验证码次数过多，请于 {minutes} 分钟后再试。',
  tooManyRequests: '请求次数过多，请于 {minutes} 分钟后再试。',
  proveEffort: '此网络已有多次尝试失败，您的设备正先完成片刻的验算，然后才发送…',
  emailWait: '请于 {seconds} 秒后再要求发送电子邮件。',
  tooManyEmails: '要求发送电子邮件次数过多，请于 {minutes} 分钟后再试。',
  invalidMobile: '手机号码无效',
  mobileNotRegistered: '此手机号码尚未注册',
  memberNotFound: '找不到此账户，请重新开始。',
  nothingToVerify: '此账户无需验证，请登录。',
  phoneNotVerified: '请先验证手机号码。',
  linkInvalid: '验证链接不正确或已过期。',
} satisfies NamespaceAccountMessagesTranslation

export default zh_CN_accountMessages

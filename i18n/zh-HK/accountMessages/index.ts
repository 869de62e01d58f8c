import type { BaseTranslation } from '../../i18n-types'

/** Texts only the server sends (a namespace, so the client never downloads them). */
const zh_HK_accountMessages = {
  resendSuccess: '重新發送成功',
  resendWait: '請於 {seconds} 秒後再索取新的驗證碼。',
  tooManyCodes: '索取驗證碼次數過多，請於 {minutes} 分鐘後再試。',
  tooManyRequests: '請求次數過多，請於 {minutes} 分鐘後再試。',
  proveEffort: '此網絡已有多次嘗試失敗，您的裝置正先完成片刻的驗算，然後才傳送…',
  emailWait: '請於 {seconds} 秒後再要求發送電郵。',
  tooManyEmails: '要求發送電郵次數過多，請於 {minutes} 分鐘後再試。',
  invalidMobile: '手機號碼無效',
  mobileNotRegistered: '此手機號碼尚未登記',
  memberNotFound: '找不到此帳戶，請重新開始。',
  nothingToVerify: '此帳戶無需驗證，請登入。',
  phoneNotVerified: '請先驗證手機號碼。',
  linkInvalid: '驗證連結不正確或已過期。',
} satisfies BaseTranslation

export default zh_HK_accountMessages

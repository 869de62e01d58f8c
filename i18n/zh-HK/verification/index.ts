import type { BaseTranslation } from '../../i18n-types'

/** A namespace: downloaded for the pages that use it, never for the login page. */
const zh_HK_verification = {
  phoneTitle: '驗證手機號碼',
  phoneTitleForget: '重設密碼',
  phoneIntro: '我們已透過短訊將 6 位數字驗證碼發送至 {phone}。',
  code: '驗證碼',
  verify: '驗證',
  resend: '重新發送驗證碼',
  resendIn: '{seconds} 秒後可重新發送',
  resent: '已重新發送',
  back: '返回',
  emailTitle: '驗證電郵地址',
  emailIntro: '我們已將驗證連結發送至 {email}。請開啟電郵內的連結以繼續。',
  junkHint: '找不到電郵？請查看垃圾郵件匣。',
  resendEmail: '重新發送電郵',
  enterEmailTitle: '加入電郵地址',
  enterEmailIntro: '您的手機號碼已驗證。請輸入接收驗證連結的電郵地址。',
  email: '電郵地址',
  sendEmail: '發送驗證電郵',
  checking: '正在核對連結…',
  registerSuccessTitle: '登記完成',
  registerSuccessBody: '您的電郵地址已驗證。您現在可以使用手機號碼及密碼登入。',
  setupSuccessTitle: '密碼已設定',
  setupSuccessBody: '您的帳戶已準備就緒。您現在可以使用手機號碼及新密碼登入。',
  verifySuccessTitle: '電郵已驗證',
  verifySuccessBody: '您的電郵地址已驗證。您現在可以登入。',
  toLogin: '前往登入',
  expiredTitle: '此連結無法使用',
  expiredBody: '此驗證連結不完整、已經使用或已經過期。',
  expiredHelp: '如需新連結，請以手機號碼及密碼登入：如電郵地址尚未驗證，您可再次發送連結。或透過「忘記密碼」設定新密碼。',
  setPasswordTitle: '設定密碼',
  setPasswordIntro: '您的電郵地址已驗證。請設定密碼以完成登記。',
  save: '儲存密碼',
} satisfies BaseTranslation

export default zh_HK_verification

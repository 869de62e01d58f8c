import type { BaseTranslation } from '../../i18n-types'

/** A namespace: downloaded for the pages that use it, never for the login page. */
const zh_HK_recovery = {
  title: '忘記密碼',
  intro: '請輸入帳戶的手機號碼，我們會透過短訊發送驗證碼。',
  submit: '發送驗證碼',
  resetTitle: '重設密碼',
  firstTimeTitle: '設定新密碼',
  firstTimeNotice: '為保障帳戶安全，請設定新密碼：8 至 16 個字元，須包括大楷字母、細楷字母、數字及 ! ? @ & $ % * 其中一個符號。',
  newPassword: '新密碼',
  confirmPassword: '確認新密碼',
  resetSuccessTitle: '密碼已更新',
  resetSuccessBody: '您的密碼已更改，請使用新密碼登入。',
  invalidNumber: '手機號碼無效',
} satisfies BaseTranslation

export default zh_HK_recovery

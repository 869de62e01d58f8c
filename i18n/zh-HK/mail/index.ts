import type { BaseTranslation } from '../../i18n-types'

/** Texts only the server sends (a namespace, so the client never downloads them). */
const zh_HK_mail = {
  loginLockedSubject: '信和會帳戶登入失敗通知',
  loginLockedBody:
    '{name} 您好：\n\n您的信和會帳戶剛有 {count:number} 次登入失敗。為保障帳戶安全，系統已暫停登入一段時間。\n\n如非本人操作，請於登入頁按「忘記密碼？」重設密碼，並電郵至 {email} 通知我們。\n\n信和會',
} satisfies BaseTranslation

export default zh_HK_mail

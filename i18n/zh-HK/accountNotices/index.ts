import type { BaseTranslation } from '../../i18n-types'

/** Texts only the server sends (a namespace, so the client never downloads them). */
const zh_HK_accountNotices = {
  passkeysEndedSubject: '您的信和會帳戶的通行密鑰已被移除',
  passkeysEndedBody:
    '{name} 您好：\n\n由於您的密碼已更改，或您帳戶的登入已全部結束，以下通行密鑰已從您的信和會帳戶移除，不能再登入：\n{passkeys}\n\n如要再使用通行密鑰，請以手機號碼及密碼登入，然後在「我的檔案 → 更新個人資料 → 通行密鑰」新增。如非您本人所為，請電郵至 {email} 通知我們。\n\n信和會',
  passkeyAddedSubject: '您的信和會帳戶已新增通行密鑰',
  passkeyAddedBody:
    '{name} 您好：\n\n您的信和會帳戶剛新增了名為「{passkey}」的通行密鑰，它無須手機號碼及密碼即可登入。\n\n如非您本人操作，請於「我的帳戶 → 更新個人資料 → 已登入的裝置 → 通行密鑰」移除它：\n{link}\n然後更改密碼，並電郵至 {email} 通知我們。\n\n信和會',
  passkeyRemovedSubject: '您的信和會帳戶已移除通行密鑰',
  passkeyRemovedBody:
    '{name} 您好：\n\n您的信和會帳戶剛移除了名為「{passkey}」的通行密鑰，它不能再用於登入。\n\n如非您本人操作，請更改密碼，並電郵至 {email} 通知我們。\n\n信和會',
  otpSms: '信和會：您的驗證碼為 {code}，{minutes} 分鐘內有效。請勿將驗證碼告訴任何人。',
  verifyAccountSubject: '驗證您的信和會電郵地址',
  verifyAccountBody:
    '{name} 您好：\n\n多謝您加入信和會。請於 {hours} 小時內開啟以下連結，驗證您的電郵地址並完成登記：\n\n{link}\n\n如您沒有登記，請忽略此電郵。\n\n信和會',
  setPasswordSubject: '設定您的信和會密碼',
  setPasswordBody:
    '{name} 您好：\n\n請於 {hours} 小時內開啟以下連結，驗證您的電郵地址並設定信和會帳戶密碼：\n\n{link}\n\n如您沒有提出此要求，請忽略此電郵。\n\n信和會',
  phoneChangedSms: '信和會：您帳戶的手機號碼已更改為尾數 {ending} 的號碼。如非您本人操作，請立即電郵至 {email} 通知我們。',
  phoneChangedSubject: '您的信和會帳戶手機號碼已更改',
  phoneChangedBody:
    '{name} 您好：\n\n您用以登入的手機號碼剛已更改為尾數 {ending} 的號碼，其他裝置均已登出。\n\n如非您本人操作，請立即電郵至 {email} 通知我們。\n\n信和會',
  sessionsEndedSubject: '您的信和會帳戶已在所有裝置登出',
  sessionsEndedBody:
    '{name} 您好：\n\n本會剛已將您的信和會帳戶在所有裝置登出。請以手機號碼及密碼再次登入。\n\n如您沒有提出此要求，請於登入後更改密碼，並電郵至 {email} 通知我們。\n\n信和會',
  passwordChangedSubject: '您的信和會密碼已更改',
  passwordChangedBody:
    '{name} 您好：\n\n您的信和會帳戶密碼剛已設定，其他裝置均已登出。\n\n如非您本人操作，請於登入頁以「忘記密碼？」重設密碼，並電郵至 {email} 通知我們。\n\n信和會',
} satisfies BaseTranslation

export default zh_HK_accountNotices

import type { BaseTranslation } from '../../i18n-types'

/** The readable copy of a member's data: texts only the server uses. */
const zh_HK_dataExport = {
  title: '信和會持有的您的資料',
  intro:
    '信和會於 {date} 持有的 {name}（會員編號 {memberId}）的全部資料。JSON 檔案以供電腦讀取的格式載有相同內容；此處的欄位名稱與其相同。',
  documentsNote: '您遞交的每份文件均可在「更新個人資料」的「私隱及我的資料」下載。',
  nothing: '沒有持有任何資料。',
  sections: {
    consents: '同意',
    profile: '個人資料',
    contactAddress: '通訊地址',
    privilegeAddress: '尊尚會員地址',
    interests: '興趣',
    upgradeApplications: '升級尊尚會籍申請',
    upgradeDocuments: '升級申請的文件',
    parkingApplications: '泊車優惠申請',
    parkingDocuments: '泊車申請的文件',
    parkingChanges: '泊車優惠的更改要求',
    parkingChangeDocuments: '泊車更改的文件',
    documents: '您遞交的文件',
    receipts: '您遞交的收據',
    sessions: '登入（裝置）',
    verificationCodes: '已發出的驗證碼（不保存驗證碼本身）',
    emailLinks: '已發出的電郵連結（不保存連結本身）',
    referralCode: '使用的推薦碼',
    closingRequests: '結束帳戶的要求',
    auditEntries: '職員及操作員就您作出的操作',
  },
} satisfies BaseTranslation

export default zh_HK_dataExport

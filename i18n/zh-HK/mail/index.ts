import type { BaseTranslation } from '../../i18n-types'

/** Texts only the server sends (a namespace, so the client never downloads them). */
const zh_HK_mail = {
  loginLockedSubject: '信和會帳戶登入失敗通知',
  loginLockedBody:
    '{name} 您好：\n\n您的信和會帳戶剛有 {count:number} 次登入失敗。為保障帳戶安全，系統已暫停登入一段時間。\n\n如非本人操作，請於登入頁按「忘記密碼？」重設密碼，並電郵至 {email} 通知我們。\n\n信和會',
  upgradeApprovedSubject: '歡迎成為信和會尊尚會員',
  upgradeApprovedBody:
    '{name} 您好：\n\n您升級為尊尚會員的申請已獲批核。您在會員平台的會員卡現已顯示尊尚會員。\n\n查看您的申請及其進度：{link}\n\n信和會',
  upgradeRejectedSubject: '您的尊尚會員申請結果',
  upgradeRejectedBody:
    '{name} 您好：\n\n很抱歉，您升級為尊尚會員的申請未獲批核。\n\n原因：{reason}\n\n您可在會員平台再次申請，之前填寫的資料會預先填上。\n\n查看您的申請及其進度：{link}\n\n信和會',
  parkingApprovedSubject: '您的泊車優惠申請已獲批核',
  parkingApprovedBody:
    '{name} 您好：\n\n您的泊車優惠申請已獲批核。會員平台的泊車優惠頁面會顯示您的車輛。\n\n查看您的申請及其進度：{link}\n\n信和會',
  parkingRejectedSubject: '您的泊車優惠申請結果',
  parkingRejectedBody:
    '{name} 您好：\n\n很抱歉，您的泊車優惠申請未獲批核。\n\n原因：{reason}\n\n您可在會員平台的泊車優惠頁面修改資料後再次申請。\n\n查看您的申請及其進度：{link}\n\n信和會',
  parkingChangeApprovedSubject: '您的泊車優惠更改已獲批核',
  parkingChangeApprovedBody:
    '{name} 您好：\n\n您要求的泊車優惠更改已獲批核。會員平台的泊車優惠頁面會顯示更改後的車輛資料；優惠有效期維持不變。\n\n查看您的申請及其進度：{link}\n\n信和會',
  parkingChangeRejectedSubject: '您的泊車優惠更改結果',
  parkingChangeRejectedBody:
    '{name} 您好：\n\n很抱歉，您要求的泊車優惠更改未獲批核，您的泊車優惠維持不變。\n\n原因：{reason}\n\n您可在會員平台的泊車優惠頁面再次要求更改。\n\n查看您的申請及其進度：{link}\n\n信和會',
  reviewerNote: '審批人員備註：{note}',
  dataExportReadySubject: '您的信和會資料已可下載',
  dataExportReadyBody:
    '{name}您好：\n\n您要求的資料副本已準備好，請於 {until} 前在您的個人資料頁下載：\n{link}\n\n如您並無提出此要求，請更改密碼並通知我們。\n\n信和會',
  accountClosingSubject: '您的信和會帳戶將於{date}結束',
  accountClosingBody:
    '{name}您好：\n\n我們收到結束您的信和會帳戶 {memberId} 的要求。您的帳戶將於{date}結束，您的資料亦會被刪除。\n\n如要保留帳戶，請在此之前取消：登入後開啟「我的帳戶 → 私隱及我的資料」並選擇「取消結束帳戶」（{link}），或電郵至 {email} 通知我們。\n\n如非您本人要求，請立即登入取消、更改密碼並通知我們。\n\n信和會',
  accountClosedSubject: '您的信和會帳戶已結束',
  accountClosedBody:
    '{name}您好：\n\n按您的要求，您的信和會帳戶 {memberId} 已結束。我們已刪除您的個人資料、地址、興趣、申請、文件、收據及登入記錄；您的手機號碼及電郵地址可再被使用。\n\n我們只保留不可更改的職員操作記錄，以及只以會員編號記錄帳戶已結束的紀錄。\n\n感謝您曾經成為我們的會員。\n\n信和會',
  // The readable copy of a member's data.
  dataExport: {
    title: '信和會持有的您的資料',
    intro:
      '信和會於 {date} 持有的 {name}（會員編號 {memberId}）的全部資料。JSON 檔案以供電腦讀取的格式載有相同內容；此處的欄位名稱與其相同。',
    documentsNote: '您遞交的每份文件均可在「我的帳戶」頁的「私隱及我的資料」下載。',
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
      passkeys: '通行密鑰',
      notificationDevices: '已開啟通知的裝置',
      auditEntries: '職員及操作員就您作出的操作',
    },
  },
  // Push notifications: a title and a line each.
  pushUpgradeApprovedTitle: '升級申請已獲批',
  pushUpgradeApprovedBody: '歡迎成為尊尚會員。按此查看您的申請。',
  pushUpgradeRejectedTitle: '升級申請未獲批',
  pushUpgradeRejectedBody: '按此查看原因。您可再次申請。',
  pushParkingApprovedTitle: '泊車優惠已獲批',
  pushParkingApprovedBody: '您的泊車優惠已獲批。按此查看您的車輛及詳情。',
  pushParkingRejectedTitle: '泊車優惠申請未獲批',
  pushParkingRejectedBody: '按此查看原因。您可更正後再次申請。',
  pushParkingChangeApprovedTitle: '泊車優惠更改已獲批',
  pushParkingChangeApprovedBody: '您要求的泊車優惠更改已獲批。按此查看。',
  pushParkingChangeRejectedTitle: '泊車優惠更改未獲批',
  pushParkingChangeRejectedBody: '您的泊車優惠維持不變。按此查看原因。',
  pushUpgradeDocumentsDueTitle: '請於 24 小時內提交文件',
  pushUpgradeDocumentsDueBody: '您的升級申請仍未收到證明文件。請於 24 小時內提交，否則申請將不獲批。',
  pushParkingDocumentsDueTitle: '請於 24 小時內提交文件',
  pushParkingDocumentsDueBody: '您的泊車優惠申請仍未收到證明文件。請於 24 小時內提交，否則申請將不獲批。',
  pushReceiptAcceptedTitle: '已收到收據',
  pushReceiptAcceptedBody: '我們已收到您於「{event}」的收據。',
} satisfies BaseTranslation

export default zh_HK_mail

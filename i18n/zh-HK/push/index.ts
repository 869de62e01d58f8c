import type { BaseTranslation } from '../../i18n-types'

/** Texts only the server sends, as push notifications (a namespace, so the client never downloads them). */
const zh_HK_push = {
  upgradeApprovedTitle: '升級申請已獲批',
  upgradeApprovedBody: '歡迎成為尊尚會員。按此查看您的申請。',
  upgradeRejectedTitle: '升級申請未獲批',
  upgradeRejectedBody: '按此查看原因。您可再次申請。',
  parkingApprovedTitle: '泊車優惠已獲批',
  parkingApprovedBody: '您的泊車優惠已獲批。按此查看您的車輛及詳情。',
  parkingRejectedTitle: '泊車優惠申請未獲批',
  parkingRejectedBody: '按此查看原因。您可更正後再次申請。',
  parkingChangeApprovedTitle: '泊車優惠更改已獲批',
  parkingChangeApprovedBody: '您要求的泊車優惠更改已獲批。按此查看。',
  parkingChangeRejectedTitle: '泊車優惠更改未獲批',
  parkingChangeRejectedBody: '您的泊車優惠維持不變。按此查看原因。',
  upgradeDocumentsDueTitle: '請於 24 小時內提交文件',
  upgradeDocumentsDueBody: '您的升級申請仍未收到證明文件。請於 24 小時內提交，否則申請將不獲批。',
  parkingDocumentsDueTitle: '請於 24 小時內提交文件',
  parkingDocumentsDueBody: '您的泊車優惠申請仍未收到證明文件。請於 24 小時內提交，否則申請將不獲批。',
  receiptAcceptedTitle: '已收到收據',
  receiptAcceptedBody: '我們已收到您於「{event}」的收據。',
} satisfies BaseTranslation

export default zh_HK_push

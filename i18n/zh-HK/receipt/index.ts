import type { BaseTranslation } from '../../i18n-types'

/** A namespace: downloaded for the pages that use it, never for the login page. */
const zh_HK_receipt = {
  title: '上載收據',
  event: '活動：{event}',
  notKept: '此裝置未能保留您的收據以便稍後傳送，現在亦未能傳送。請留在此頁，恢復連線後再按「提交」。',
  intro: '請上載此活動的收據相片。每條收據連結只可使用一次。',
  file: '收據圖片',
  fileHint: 'JPEG 或 PNG 圖片，最大 10 MB',
  submit: '提交',
  'missing-id': '缺少編號',
  missingIdHint: '請重新開啟您收到的活動上載連結。',
  alreadyUploaded: '此收據已經上載',
  unknownId: '此收據連結無效，請檢查您收到的連結。',
  success: '成功上載收據',
  successBody: '謝謝，我們已收到您的收據。',
  waitingForThis: '此連結的收據正在等待傳送。',
  uploadInProgress: '此連結的收據正在上載，請稍後再試。',
  alreadyUploadedHint: '每條連結只可上載一張收據。如有另一張收據，請使用為其收到的連結。',
} satisfies BaseTranslation

export default zh_HK_receipt

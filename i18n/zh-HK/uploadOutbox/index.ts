import type { BaseTranslation } from '../../i18n-types'

/** A namespace: downloaded for the pages that use it, never for the login page. */
const zh_HK_uploadOutbox = {
  title: '儲存在此裝置',
  hint: '等待傳送的檔案會在恢復連線後自動傳送。',
  hintKeepOpen: '等待傳送的檔案會在恢復連線後傳送：請保持此頁開啟，或於下次開啟會員平台時傳送。',
  waiting: '等待傳送',
  sending: '傳送中…',
  failed: '未能傳送：{reason}',
  nextTry: '下次嘗試時間 {time}',
  sendNow: '立即傳送',
  cancel: '取消',
  cancelLabel: '取消傳送 {name}',
  remove: '移除',
  removeLabel: '從列表移除 {name}',
  documentsFollow: '未能傳送的文件會在網絡許可時由此裝置自動傳送，並加入您的申請。',
  formKept: '未能連線：申請尚未提交。您填寫的內容已保留在此裝置，恢復連線後請再次提交。',
  logoutTitle: '文件尚未傳送',
  logoutBody: '以下文件只存於此裝置，尚未送達信和會。如現在登出，這些文件會從此裝置刪除：',
  logoutSend: '立即傳送，然後登出',
  logoutStay: '保持登入',
  logoutAnyway: '登出並刪除文件',
  logoutStillWaiting: '未能連線：仍有 {count} 份文件未傳送。請保持登入，恢復連線後文件會自動傳送。',
} satisfies BaseTranslation

export default zh_HK_uploadOutbox

import type { BaseTranslation } from '../../i18n-types'

/** A namespace: downloaded for the pages that use it, never for the login page. */
const zh_HK_uploadWidget = {
  choose: '選擇檔案（最多 {max} 個）',
  chooseOne: '選擇檔案',
  noneChosen: '未選擇檔案',
  uploading: '上載中…',
  remove: '移除 {name}',
  types: 'JPEG、JPG、PNG 或 PDF 檔案。PDF 檔案最大 5 MB。',
  vehicleTypes: 'JPEG、JPG、PNG、PDF 或 DOC，每個檔案最多 5 MB。',
  imageTypes: 'JPEG、JPG 或 PNG 檔案。',
  waiting: '等待網絡連線',
  waitingNote: '未能連線：文件會保留在此裝置，並在您提交申請後傳送。',
} satisfies BaseTranslation

export default zh_HK_uploadWidget

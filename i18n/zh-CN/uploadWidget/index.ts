import type { NamespaceUploadWidgetTranslation } from '../../i18n-types'

const zh_CN_uploadWidget = {
  choose: '选择文件（最多 {max} 个）',
  chooseOne: '选择文件',
  noneChosen: '未选择文件',
  uploading: '上传中…',
  remove: '移除 {name}',
  types: 'JPEG、JPG、PNG 或 PDF 文件。PDF 文件最大 5 MB。',
  vehicleTypes: 'JPEG、JPG、PNG、PDF 或 DOC，每个文件最多 5 MB。',
  imageTypes: 'JPEG、JPG 或 PNG 文件。',
  waiting: '等待网络连接',
  waitingNote: '未能连接：文件会保留在此设备，并在您提交申请后发送。',
} satisfies NamespaceUploadWidgetTranslation

export default zh_CN_uploadWidget

import type { NamespaceReceiptTranslation } from '../../i18n-types'

const zh_CN_receipt = {
  title: '上传收据',
  event: '活动：{event}',
  notKept: '此设备未能保存您的收据以便稍后发送，现在也未能发送。请留在此页，恢复连接后再点击“提交”。',
  intro: '请上传此活动的收据照片。每条收据链接只能使用一次。',
  file: '收据图片',
  fileHint: 'JPEG 或 PNG 图片，最大 10 MB',
  submit: '提交',
  'missing-id': '缺少编号',
  missingIdHint: '请重新打开您收到的活动上传链接。',
  alreadyUploaded: '此收据已经上传',
  unknownId: '此收据链接无效，请检查您收到的链接。',
  success: '成功上传收据',
  successBody: '谢谢，我们已收到您的收据。',
  waitingForThis: '此链接的收据正在等待发送。',
  uploadInProgress: '此链接的收据正在上传，请稍后再试。',
  alreadyUploadedHint: '每条链接只能上传一张收据。如有另一张收据，请使用为其收到的链接。',
} satisfies NamespaceReceiptTranslation

export default zh_CN_receipt

import type { NamespaceUploadOutboxTranslation } from '../../i18n-types'

const zh_CN_uploadOutbox = {
  title: '保存在此设备',
  hint: '等待发送的文件会在恢复连接后自动发送。',
  waiting: '等待发送',
  sending: '发送中…',
  failed: '未能发送：{reason}',
  nextTry: '下次尝试时间 {time}',
  sendNow: '立即发送',
  cancel: '取消',
  cancelLabel: '取消发送 {name}',
  remove: '移除',
  removeLabel: '从列表移除 {name}',
  documentsFollow: '未能传送的文件会在网络许可时由此设备自动传送，并加入你的申请。',
  formKept: '未能连接：申请尚未提交。你填写的内容已保留在此设备，恢复连接后请再次提交。',
} satisfies NamespaceUploadOutboxTranslation

export default zh_CN_uploadOutbox

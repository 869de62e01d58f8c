import type { NamespaceUploadOutboxTranslation } from '../../i18n-types'

const zh_CN_uploadOutbox = {
  title: '保存在此设备',
  hint: '等待发送的文件会在恢复连接后自动发送。',
  hintKeepOpen: '等待发送的文件会在恢复连接后发送：请保持此页打开，或在下次打开会员平台时发送。',
  waiting: '等待发送',
  sending: '发送中…',
  failed: '未能发送：{reason}',
  nextTry: '下次尝试时间 {time}',
  sendNow: '立即发送',
  cancel: '取消',
  cancelLabel: '取消发送 {name}',
  remove: '移除',
  removeLabel: '从列表移除 {name}',
  documentsFollow: '未能发送的文件会在网络许可时由此设备自动发送，并加入您的申请。',
  formKept: '未能连接：申请尚未提交。您填写的内容已保留在此设备，恢复连接后请再次提交。',
  logoutTitle: '文件尚未发送',
  logoutBody: '以下文件只存于此设备，尚未送达信和会。如现在退出登录，这些文件会从此设备删除：',
  logoutSend: '立即发送，然后退出登录',
  logoutStay: '保持登录',
  logoutAnyway: '退出登录并删除文件',
  logoutStillWaiting: '未能连接：仍有 {count} 份文件未发送。请保持登录，恢复连接后文件会自动发送。',
} satisfies NamespaceUploadOutboxTranslation

export default zh_CN_uploadOutbox

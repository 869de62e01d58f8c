import type { NamespacePushTranslation } from '../../i18n-types'

const zh_CN_push = {
  upgradeApprovedTitle: '升级申请已获批',
  upgradeApprovedBody: '欢迎成为尊尚会员。按此查看您的申请。',
  upgradeRejectedTitle: '升级申请未获批',
  upgradeRejectedBody: '按此查看原因。您可再次申请。',
  parkingApprovedTitle: '泊车优惠已获批',
  parkingApprovedBody: '您的泊车优惠已获批。按此查看您的车辆及详情。',
  parkingRejectedTitle: '泊车优惠申请未获批',
  parkingRejectedBody: '按此查看原因。您可更正后再次申请。',
  parkingChangeApprovedTitle: '泊车优惠更改已获批',
  parkingChangeApprovedBody: '您要求的泊车优惠更改已获批。按此查看。',
  parkingChangeRejectedTitle: '泊车优惠更改未获批',
  parkingChangeRejectedBody: '您的泊车优惠维持不变。按此查看原因。',
  upgradeDocumentsDueTitle: '请于 24 小时内提交文件',
  upgradeDocumentsDueBody: '您的升级申请仍未收到证明文件。请于 24 小时内提交，否则申请将不获批。',
  parkingDocumentsDueTitle: '请于 24 小时内提交文件',
  parkingDocumentsDueBody: '您的泊车优惠申请仍未收到证明文件。请于 24 小时内提交，否则申请将不获批。',
  receiptAcceptedTitle: '已收到收据',
  receiptAcceptedBody: '我们已收到您于「{event}」的收据。',
} satisfies NamespacePushTranslation

export default zh_CN_push

import { useTranslation } from 'react-i18next';
import { registerMessages } from '@portal/i18n';

/**
 * The texts of shared/ui's own components. The upload messages repeat the server's (spec §5) and
 * @portal/validators' translations of them, which shared/ui does not depend on.
 */
registerMessages('ui', {
  zh: {
    listState: { loadFailed: '加载失败', retry: '重试', loading: '正在加载…', empty: '暂无数据' },
    listingText: { original: '原文：', machine: '机器翻译' },
    uploadField: {
      choose: '添加文件',
      input: '选择要上传的文件',
      remove: '移除',
      cancel: '取消上传',
      uploaded: '已上传',
      removeOf: '移除 {{name}}',
      cancelOf: '取消上传 {{name}}',
      progressOf: '{{name}} 上传进度',
      count: '已添加 {{count}}/{{max}} 个文件',
      hint: '最多 {{max}} 个文件，支持 {{types}}，每个不超过 {{size}}MB',
      problemOf: '{{name}}：{{problem}}',
      required: '请选择文件',
      format: '文件格式不正确',
      tooLarge: '文件大小不能超过 {{size}}MB',
      tooMany: '最多上传{{max}}个附件',
      failed: '上传文件失败',
    },
  },
  cht: {
    listState: { loadFailed: '載入失敗', retry: '重試', loading: '正在載入…', empty: '暫無資料' },
    listingText: { original: '原文：', machine: '機器翻譯' },
    uploadField: {
      choose: '新增檔案',
      input: '選擇要上傳的檔案',
      remove: '移除',
      cancel: '取消上傳',
      uploaded: '已上傳',
      removeOf: '移除 {{name}}',
      cancelOf: '取消上傳 {{name}}',
      progressOf: '{{name}} 上傳進度',
      count: '已新增 {{count}}/{{max}} 個檔案',
      hint: '最多 {{max}} 個檔案，支援 {{types}}，每個不超過 {{size}}MB',
      problemOf: '{{name}}：{{problem}}',
      required: '請選擇檔案',
      format: '檔案格式不正確',
      tooLarge: '檔案大小不能超過 {{size}}MB',
      tooMany: '最多上傳{{max}}個附件',
      failed: '上傳檔案失敗',
    },
  },
  pt: {
    listState: {
      loadFailed: 'Não foi possível carregar',
      retry: 'Tentar de novo',
      loading: 'A carregar…',
      empty: 'Sem dados',
    },
    listingText: { original: 'Original: ', machine: 'Tradução automática' },
    uploadField: {
      choose: 'Adicionar ficheiros',
      input: 'Ficheiro a carregar',
      remove: 'Remover',
      cancel: 'Cancelar envio',
      uploaded: 'Enviado',
      removeOf: 'Remover {{name}}',
      cancelOf: 'Cancelar o envio de {{name}}',
      progressOf: 'Progresso do envio de {{name}}',
      count: '{{count}} de {{max}} ficheiros',
      hint: 'Até {{max}} ficheiros ({{types}}), no máximo {{size}} MB cada',
      problemOf: '{{name}}: {{problem}}',
      required: 'Escolha um ficheiro',
      format: 'Formato de ficheiro não aceite',
      tooLarge: 'O ficheiro não pode exceder {{size}} MB',
      tooMany: 'No máximo {{max}} anexos',
      failed: 'Não foi possível carregar o ficheiro',
    },
  },
  en: {
    listState: {
      loadFailed: 'Could not load',
      retry: 'Retry',
      loading: 'Loading…',
      empty: 'No data',
    },
    listingText: { original: 'Original: ', machine: 'Machine-translated' },
    uploadField: {
      choose: 'Add files',
      input: 'File to upload',
      remove: 'Remove',
      cancel: 'Cancel upload',
      uploaded: 'Uploaded',
      removeOf: 'Remove {{name}}',
      cancelOf: 'Cancel uploading {{name}}',
      progressOf: 'Upload progress of {{name}}',
      count: '{{count}} of {{max}} files',
      hint: 'Up to {{max}} files ({{types}}), {{size}} MB each at most',
      problemOf: '{{name}}: {{problem}}',
      required: 'Choose a file',
      format: 'This file type is not accepted',
      tooLarge: 'The file may not exceed {{size}} MB',
      tooMany: 'At most {{max}} attachments',
      failed: 'The file could not be uploaded',
    },
  },
});

/**
 * The translator for these texts. Components take it from here rather than import this file for
 * its side effect alone: the package is marked free of side effects, so a bare import is dropped
 * from production bundles and the texts with it.
 */
export function useUiTranslation() {
  return useTranslation('ui');
}

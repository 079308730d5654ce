import { registerMessages } from '@portal/i18n';

// The list field's own texts; the single-file field's `upload.*` texts are reused for the rest.
registerMessages('member', {
  zh: {
    fileList: {
      choose: '添加文件',
      remove: '移除',
      uploaded: '已上传',
      removeOf: '移除 {{name}}',
      cancelOf: '取消上传 {{name}}',
      progressOf: '{{name}} 上传进度',
      count: '已添加 {{count}}/{{max}} 个文件',
      hint: '最多 {{max}} 个文件，支持 {{types}}，每个不超过 {{size}}MB',
      problemOf: '{{name}}：{{problem}}',
    },
  },
  cht: {
    fileList: {
      choose: '新增檔案',
      remove: '移除',
      uploaded: '已上傳',
      removeOf: '移除 {{name}}',
      cancelOf: '取消上傳 {{name}}',
      progressOf: '{{name}} 上傳進度',
      count: '已新增 {{count}}/{{max}} 個檔案',
      hint: '最多 {{max}} 個檔案，支援 {{types}}，每個不超過 {{size}}MB',
      problemOf: '{{name}}：{{problem}}',
    },
  },
  pt: {
    fileList: {
      choose: 'Adicionar ficheiros',
      remove: 'Remover',
      uploaded: 'Enviado',
      removeOf: 'Remover {{name}}',
      cancelOf: 'Cancelar o envio de {{name}}',
      progressOf: 'Progresso do envio de {{name}}',
      count: '{{count}} de {{max}} ficheiros',
      hint: 'Até {{max}} ficheiros ({{types}}), no máximo {{size}} MB cada',
      problemOf: '{{name}}: {{problem}}',
    },
  },
  en: {
    fileList: {
      choose: 'Add files',
      remove: 'Remove',
      uploaded: 'Uploaded',
      removeOf: 'Remove {{name}}',
      cancelOf: 'Cancel uploading {{name}}',
      progressOf: 'Upload progress of {{name}}',
      count: '{{count}} of {{max}} files',
      hint: 'Up to {{max}} files ({{types}}), {{size}} MB each at most',
      problemOf: '{{name}}: {{problem}}',
    },
  },
});

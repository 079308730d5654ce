import type { RuleObject } from 'antd/es/form';
import type { UploadEntry } from '@portal/ui';
import { UPLOAD_MESSAGES } from '@portal/validators';
import { validationText } from '../../common/validation-text';

/** Spec §5, for a form submitted while an upload failed. */
export const UPLOAD_INCOMPLETE_MSG = '请检查文件是否全部上传成功！';

/** Form rule: refuses to submit while a file is on its way or after one failed (spec §5). */
export const uploadsFinishedRule: RuleObject = {
  validator: async (_, entries: UploadEntry[] | undefined) => {
    if (entries?.some((entry) => entry.status === 'uploading')) {
      throw new Error(validationText(UPLOAD_MESSAGES.unfinished));
    }
    if (entries?.some((entry) => entry.status === 'failed')) {
      throw new Error(validationText(UPLOAD_INCOMPLETE_MSG));
    }
  },
};

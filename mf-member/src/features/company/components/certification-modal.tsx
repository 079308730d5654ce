import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MESSAGES,
  normaliseCompanyNumber,
  UPLOAD_MESSAGES,
  validateCompanyNumber,
} from '@portal/validators';
import { ruleFrom, trimmed } from '../../auth/components/form-rules';
import { FileField } from '../../files/components/file-field';
import { LICENCE_EXTENSIONS } from '../../files/components/upload-messages';
import type { Company } from '../api/company';
import { submitCertification, type CertificationInput } from '../api/submit-certification';
import { notify } from '@portal/ui';
import { validationText } from '../../common/validation-text';

interface Props {
  company: Company;
  open: boolean;
  onClose: () => void;
  onSubmitted: () => void;
}

/** Submits the company for certification: registration number, legal person, licence. */
export function CertificationModal({ company, open, onClose, onSubmitted }: Props) {
  const { t } = useTranslation('member');
  const [form] = Form.useForm<CertificationInput>();
  const [submitting, setSubmitting] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function submit(values: CertificationInput) {
    if (uploading) {
      notify('warning', validationText(UPLOAD_MESSAGES.unfinished));
      return;
    }
    setSubmitting(true);
    try {
      const msg = await submitCertification({
        ...values,
        creditCode: normaliseCompanyNumber(company.country ?? '', values.creditCode),
      });
      notify('success', msg);
      onSubmitted();
    } catch {
      // Shown by the client.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('certification.submitTitle')}
      okText={t('certification.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="certification"
        layout="vertical"
        disabled={submitting}
        initialValues={{
          creditCode: company.creditCode ?? '',
          legalPerson: company.legalPerson ?? '',
          licenceFile: company.licenceFile ?? undefined,
        }}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => notify('error', validationText(MESSAGES.formInvalid))}
      >
        <Form.Item
          label={t(company.country === 'CN' ? 'company.creditCode' : 'company.registrationNumber')}
          name="creditCode"
          normalize={trimmed}
          rules={[
            { required: true, message: t('certification.numberRequired') },
            ruleFrom((value) =>
              value ? validateCompanyNumber(company.country ?? '', value) : null,
            ),
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('company.legalPerson')}
          name="legalPerson"
          normalize={trimmed}
          rules={[{ required: true, message: t('certification.legalPersonRequired') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          label={t('company.licenceFile')}
          name="licenceFile"
          rules={[{ required: true, message: validationText(UPLOAD_MESSAGES.required) }]}
        >
          <FileField
            extensions={LICENCE_EXTENSIONS}
            store="id"
            purpose="licence"
            onBusyChange={setUploading}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

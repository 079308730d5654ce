import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import { currentLanguage } from '@portal/i18n';
import { MESSAGES, UPLOAD_MESSAGES } from '@portal/validators';
import { trimmed } from '../../auth/components/form-rules';
import { FileField } from '../../files/components/file-field';
import { IMAGE_EXTENSIONS } from '../../files/components/upload-messages';
import type { Company } from '../api/company';
import { updateOwnCompany, type CompanyInput } from '../api/update-own-company';
import { COUNTRY_CODES } from './countries';
import { useCountryName } from './country-name';
import { ListingLanguagesEditor, notify } from '@portal/ui';
import { validationText } from '../../common/validation-text';

type CompanyValues = Omit<CompanyInput, 'logo'> & { logo?: string | number | null };

/** What the platform verified besides the registration number: changing it means a new review. */
const VERIFIED_FIELDS = ['name', 'country', 'legalPerson'] as const;

interface Props {
  company: Company | null;
  /** Sub-members see the profile read-only. */
  readOnly: boolean;
  onSaved: () => Promise<unknown>;
}

/** The company profile; the main account edits it, except while certification is pending. */
export function CompanyForm({ company, readOnly, onSaved }: Props) {
  const { t } = useTranslation('member');
  const countryName = useCountryName();
  const [form] = Form.useForm<CompanyValues>();
  // The name and scope as typed (the translator pre-fills from them), and their other languages.
  const name = Form.useWatch('name', form) ?? '';
  const scope = Form.useWatch('scope', form) ?? '';
  const [originalLanguage, setOriginalLanguage] = useState<Language>(
    company?.originalLanguage ?? currentLanguage(),
  );
  const [translations, setTranslations] = useState<ListingTranslations<'company'>>(
    company?.translations ?? {},
  );
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [modal, modalHolder] = Modal.useModal();
  const pending = company?.reviewStatus === 1;
  const verified = company?.reviewStatus === 2;
  const locked = readOnly || pending;

  /** True when a verified company's name, country or legal person is about to change. */
  function changesVerifiedFields(values: CompanyValues): boolean {
    if (!verified) return false;
    return VERIFIED_FIELDS.some((field) => (values[field] ?? '') !== (company[field] ?? ''));
  }

  async function submit(values: CompanyValues) {
    if (uploading) {
      notify('warning', validationText(UPLOAD_MESSAGES.unfinished));
      return;
    }
    if (changesVerifiedFields(values)) {
      const confirmed = await modal.confirm({
        title: t('company.reverifyTitle'),
        content: t('company.reverifyConfirm'),
        okText: t('company.reverifyOk'),
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return;
    }
    setSaving(true);
    try {
      const input: CompanyInput = {
        name: values.name,
        country: values.country,
        // Blank clears a stored value.
        shortName: values.shortName ?? '',
        legalPerson: values.legalPerson ?? '',
        registeredCapital: values.registeredCapital ?? '',
        foundedOn: values.foundedOn ?? '',
        address: values.address ?? '',
        contact: values.contact ?? '',
        industry: values.industry ?? '',
        scope: values.scope ?? '',
        logo: typeof values.logo === 'string' && values.logo ? values.logo : null,
        originalLanguage,
        translations,
      };
      const msg = await updateOwnCompany(input);
      notify('success', msg || t('common.saved'));
      await onSaved();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  }

  const text = (name: keyof CompanyValues, label: string, max = 100) => (
    <Form.Item label={label} name={name} normalize={trimmed}>
      <Input maxLength={max} />
    </Form.Item>
  );

  return (
    <Card title={t('company.profile')}>
      {readOnly && (
        <Alert
          type="info"
          showIcon
          title={t('company.readOnly')}
          style={{ marginBottom: 16 }}
          data-testid="company-read-only"
        />
      )}
      {modalHolder}
      {!locked && verified && (
        <Alert
          type="info"
          showIcon
          title={t('company.verifiedFieldsNote')}
          style={{ marginBottom: 16 }}
          data-testid="company-verified-note"
        />
      )}
      {!readOnly && pending && (
        <Alert
          type="warning"
          showIcon
          title={t('company.pendingLocked')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form
        form={form}
        name="company"
        layout="vertical"
        disabled={locked || saving}
        initialValues={{
          name: company?.name ?? '',
          shortName: company?.shortName ?? '',
          // None assumed: registration set it from the phone or the language, or left it to choose.
          country: company?.country ?? undefined,
          legalPerson: company?.legalPerson ?? '',
          registeredCapital: company?.registeredCapital ?? '',
          foundedOn: company?.foundedOn ?? '',
          address: company?.address ?? '',
          contact: company?.contact ?? '',
          industry: company?.industry ?? '',
          scope: company?.scope ?? '',
          logo: company?.logo ?? null,
        }}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => notify('error', validationText(MESSAGES.formInvalid))}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('company.name')}
              name="name"
              normalize={trimmed}
              rules={[{ required: true, message: t('company.nameRequired') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('shortName', t('company.shortName'), 30)}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('company.country')}
              name="country"
              rules={[{ required: true, message: t('company.countryRequired') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('company.creditCode')} htmlFor="company-credit-code">
              <Input id="company-credit-code" value={company?.creditCode ?? ''} disabled readOnly />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('legalPerson', t('company.legalPerson'), 50)}
          </Col>
          <Col xs={24} md={12}>
            {text('registeredCapital', t('company.registeredCapital'), 50)}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('company.foundedOn')} name="foundedOn">
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('industry', t('company.industry'), 50)}
          </Col>
          <Col xs={24} md={12}>
            {text('contact', t('company.contact'), 50)}
          </Col>
          <Col xs={24} md={12}>
            {text('address', t('company.address'), 200)}
          </Col>
          <Col xs={24}>
            <Form.Item label={t('company.scope')} name="scope" normalize={trimmed}>
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <ListingLanguagesEditor
              kind="company"
              fields={[
                { key: 'name', label: t('company.name'), maxLength: 100 },
                { key: 'scope', label: t('company.scope'), maxLength: 1000, multiline: true },
              ]}
              originalLanguage={originalLanguage}
              onOriginalLanguageChange={setOriginalLanguage}
              original={{ name, scope }}
              translations={translations}
              onTranslationsChange={setTranslations}
              disabled={locked || saving}
            />
          </Col>
          <Col xs={24}>
            <Form.Item label={t('company.logo')} name="logo">
              <FileField extensions={IMAGE_EXTENSIONS} image onBusyChange={setUploading} />
            </Form.Item>
          </Col>
        </Row>
        {!locked && (
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

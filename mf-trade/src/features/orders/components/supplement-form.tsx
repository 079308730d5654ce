import { useMemo, useState } from 'react';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Space,
  Switch,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  centsToDecimal,
  currencySymbol,
  formatMoneyCents,
  PRICE_PATTERN,
  sumCents,
  toCents,
} from '../../common/money';
import { ORDER_TYPES, isOrderType, type OrderDetail, type OrderType } from '../api/order';
import { tempStore, type SupplementInput } from '../api/temp-store';
import {
  notify,
  uploadedFileIds as attachmentIds,
  type UploadEntry as AttachmentEntry,
} from '@portal/ui';
import { AttachmentsField } from './attachments-field';
import { currentLanguage } from '@portal/i18n';
import { ORDER_MESSAGES, translateValidation, UPLOAD_MESSAGES } from '@portal/validators';

const DATE_FORMAT = 'YYYY-MM-DD';

interface InstalmentValues {
  amount?: string;
  dueDate?: Dayjs | null;
  received?: boolean;
}

export interface SupplementValues {
  contractName?: string;
  contractNumber?: string;
  contractFiles?: AttachmentEntry[];
  instalments?: InstalmentValues[];
  settlementQuantity?: number | null;
  settlementAmount?: string;
  pickupAddress?: string;
  pickupContact?: string;
  pickupPhone?: string;
  pickupDate?: Dayjs | null;
  customsDeclarationNo?: string;
  customsPort?: string;
  customsBroker?: string;
  followUpName?: string;
  type?: OrderType;
}

/** Days before yesterday cannot be picked as a payment date (spec §5). */
export function beforeYesterday(current: Dayjs): boolean {
  return current.isBefore(dayjs().subtract(1, 'day').startOf('day'));
}

function blank(value: string | undefined | null): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

function day(value: Dayjs | null | undefined): string | null {
  return value ? value.format(DATE_FORMAT) : null;
}

/** The form's values as the tempStore body (without the id). */
export function toSupplementInput(values: SupplementValues): Omit<SupplementInput, 'id'> {
  return {
    contractName: blank(values.contractName),
    contractNumber: blank(values.contractNumber),
    contractFiles: attachmentIds(values.contractFiles),
    instalments: (values.instalments ?? []).map((row) => ({
      amount: (row?.amount ?? '').trim(),
      dueDate: day(row?.dueDate),
      received: Boolean(row?.received),
    })),
    settlementQuantity:
      values.settlementQuantity === null || values.settlementQuantity === undefined
        ? null
        : Number(values.settlementQuantity),
    settlementAmount: blank(values.settlementAmount),
    pickupAddress: blank(values.pickupAddress),
    pickupContact: blank(values.pickupContact),
    pickupPhone: blank(values.pickupPhone),
    pickupDate: day(values.pickupDate),
    customsDeclarationNo: blank(values.customsDeclarationNo),
    customsPort: blank(values.customsPort),
    customsBroker: blank(values.customsBroker),
    followUpName: blank(values.followUpName),
    type: values.type ?? null,
  };
}

/** The saved supplement as form values; an editable form starts with one blank instalment. */
export function initialSupplement(order: OrderDetail, editable: boolean): SupplementValues {
  return {
    contractName: order.contract.name ?? '',
    contractNumber: order.contract.number ?? '',
    contractFiles: order.contract.files.map((file) => ({
      key: `saved-${file.id}`,
      name: file.name,
      status: 'done' as const,
      progress: 100,
      fileId: file.id,
      url: file.url,
    })),
    instalments:
      order.instalments.length > 0
        ? order.instalments.map((row) => ({
            amount: row.amount ?? '',
            dueDate: row.dueDate ? dayjs(row.dueDate) : null,
            received: row.received ?? false,
          }))
        : editable
          ? [{ amount: '', dueDate: null, received: false }]
          : [],
    settlementQuantity: order.settlementQuantity === null ? null : Number(order.settlementQuantity),
    settlementAmount: order.settlementAmount ?? '',
    pickupAddress: order.pickup.address ?? '',
    pickupContact: order.pickup.contact ?? '',
    pickupPhone: order.pickup.phone ?? '',
    pickupDate: order.pickup.date ? dayjs(order.pickup.date) : null,
    customsDeclarationNo: order.customs.declarationNo ?? '',
    customsPort: order.customs.port ?? '',
    customsBroker: order.customs.broker ?? '',
    followUpName: order.followUpName ?? '',
    type: isOrderType(order.type) ? order.type : undefined,
  };
}

/** A comparable fingerprint of the supplement: unsaved changes are a different fingerprint. */
function fingerprint(values: SupplementValues): string {
  return JSON.stringify(toSupplementInput(values));
}

/**
 * The seller's supplement: contract, instalments, settlement, pickup, customs, follow-up and
 * type. Editable with `tempStore` (暂存), read-only otherwise. 提交审核 first stores what differs
 * from the saved order (the server checks the saved order only), then submits.
 */
export function SupplementForm({
  order,
  editable,
  canSubmit,
  onSaved,
  onSubmit,
}: {
  order: OrderDetail;
  editable: boolean;
  canSubmit: boolean;
  onSaved: () => void;
  onSubmit: () => Promise<boolean>;
}) {
  const { t } = useTranslation('trade');
  const [form] = Form.useForm<SupplementValues>();
  const [modal, modalHolder] = Modal.useModal();
  const initial = useMemo(() => initialSupplement(order, editable), [order, editable]);
  const saved = useMemo(() => fingerprint(initial), [initial]);
  const watched = Form.useWatch((values: SupplementValues) => values, form);
  const [saving, setSaving] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const current = watched ?? initial;

  const instalmentTotal = sumCents((current.instalments ?? []).map((row) => row?.amount));
  const orderAmount = toCents(order.amount) ?? 0n;
  const symbol = currencySymbol(order.currency);

  /** Stores the supplement; true once the server has it. */
  async function store(confirmDuplicate: boolean, input: SupplementInput): Promise<boolean> {
    setSaving(true);
    try {
      const result = await tempStore(
        confirmDuplicate ? { ...input, confirmDuplicate: true } : input,
        (msg) => notify('error', msg),
      );
      if (result.kind === 'saved') {
        notify('success', result.msg);
        onSaved();
        return true;
      }
      // The clashing fields say so, whatever the answer to the question below.
      form.setFields(
        result.fields
          .filter((name) => name === 'contractName' || name === 'contractNumber')
          .map((name) => ({ name, warnings: [t('detail.duplicateField')] })),
      );
      const again = await modal.confirm({
        title: t('detail.duplicateTitle'),
        content: result.msg,
        okText: t('detail.saveAnyway'),
        cancelText: t('common.cancel'),
      });
      return again ? await store(true, input) : false;
    } catch {
      // Shown above or by the client.
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** 暂存: checks the form and stores it; true once the server has it. */
  async function save(): Promise<boolean> {
    let values: SupplementValues;
    try {
      values = await form.validateFields();
    } catch {
      return false;
    }
    if ((values.contractFiles ?? []).some((entry) => entry.status === 'uploading')) {
      notify('warning', UPLOAD_MESSAGES.unfinished);
      return false;
    }
    return store(false, { id: order.id, ...toSupplementInput(values) });
  }

  async function submit() {
    setSubmitting(true);
    try {
      // The form's values now, not the last watched render: a change just typed counts.
      const unsaved = fingerprint(form.getFieldsValue(true) as SupplementValues) !== saved;
      if (unsaved && !(await save())) return;
      await onSubmit();
    } finally {
      setSubmitting(false);
    }
  }

  // Marked (not enforced) fields are the ones submit needs (spec §5); 暂存 saves partial work.
  const neededForSubmit = new Set<keyof SupplementValues>([
    'contractName',
    'contractNumber',
    'pickupAddress',
    'pickupContact',
    'pickupPhone',
    'followUpName',
  ]);
  const text = (name: keyof SupplementValues, label: string, testId: string, maxLength = 100) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label} required={editable && neededForSubmit.has(name)}>
        <Input maxLength={maxLength} data-testid={testId} />
      </Form.Item>
    </Col>
  );

  return (
    <Card title={t('detail.supplement')} size="small" data-testid="supplement-form">
      {modalHolder}
      <Form<SupplementValues>
        form={form}
        layout="vertical"
        name="supplement"
        initialValues={initial}
        disabled={!editable}
        onFinish={() => void save()}
      >
        <Typography.Title level={5}>{t('detail.contract')}</Typography.Title>
        <Row gutter={16}>
          {text('contractName', t('detail.contractName'), 'contract-name')}
          {text('contractNumber', t('detail.contractNumber'), 'contract-number', 50)}
          <Col span={24}>
            <Form.Item name="contractFiles" label={t('detail.contractFiles')} required={editable}>
              <AttachmentsField disabled={!editable} />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={5}>{t('detail.instalments')}</Typography.Title>
        <Form.List
          name="instalments"
          rules={[
            {
              validator: async (_, rows: unknown[] | undefined) => {
                if (!rows || rows.length === 0) throw new Error(t('messages.atLeastOneInstalment'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <div data-testid="instalments">
              {fields.map((field, index) => {
                const complete = translateValidation(
                  ORDER_MESSAGES.instalmentIncomplete(index + 1),
                  currentLanguage(),
                );
                return (
                  <Row gutter={12} key={field.key} align="top" data-testid={`instalment-${index}`}>
                    <Col flex="none" style={{ paddingTop: 30 }}>
                      <Typography.Text strong>
                        {t('detail.instalmentNo', { n: index + 1 })}
                      </Typography.Text>
                    </Col>
                    <Col xs={24} md={6}>
                      <Form.Item
                        name={[field.name, 'amount']}
                        label={t('detail.instalmentAmount', { n: index + 1 })}
                        rules={[
                          { required: true, whitespace: true, message: complete },
                          { pattern: PRICE_PATTERN, message: t('cart.priceFormat') },
                          {
                            validator: async (_, value: string | undefined) => {
                              if (
                                value &&
                                PRICE_PATTERN.test(value.trim()) &&
                                (toCents(value) ?? 0n) <= 0n
                              )
                                throw new Error(complete);
                            },
                          },
                        ]}
                      >
                        <Input
                          prefix={symbol}
                          inputMode="decimal"
                          data-testid={`instalment-amount-${index}`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={6}>
                      <Form.Item
                        name={[field.name, 'dueDate']}
                        label={t('detail.instalmentDate', { n: index + 1 })}
                        rules={[{ required: true, message: complete }]}
                      >
                        <DatePicker
                          style={{ width: '100%' }}
                          format={DATE_FORMAT}
                          disabledDate={beforeYesterday}
                          data-testid={`instalment-date-${index}`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item
                        name={[field.name, 'received']}
                        label={t('detail.instalmentReceived', { n: index + 1 })}
                        valuePropName="checked"
                      >
                        <Switch data-testid={`instalment-received-${index}`} />
                      </Form.Item>
                    </Col>
                    {editable && fields.length > 1 && (
                      <Col flex="none" style={{ paddingTop: 30 }}>
                        <Button
                          danger
                          type="link"
                          onClick={() => remove(field.name)}
                          aria-label={t('detail.removeInstalment', { n: index + 1 })}
                          data-testid={`instalment-remove-${index}`}
                        >
                          {t('common.delete')}
                        </Button>
                      </Col>
                    )}
                  </Row>
                );
              })}
              <Form.ErrorList errors={errors} />
              <Space wrap style={{ marginBottom: 16 }}>
                {editable && (
                  <Button
                    onClick={() => add({ amount: '', dueDate: null, received: false })}
                    data-testid="instalment-add"
                  >
                    {t('detail.addInstalment')}
                  </Button>
                )}
                {fields.length === 0 ? (
                  <Typography.Text type="secondary">—</Typography.Text>
                ) : (
                  <Typography.Text
                    data-testid="instalment-total"
                    type={instalmentTotal === orderAmount ? 'success' : 'danger'}
                  >
                    {t('detail.instalmentTotal', {
                      total: formatMoneyCents(instalmentTotal, order.currency),
                      amount: formatMoneyCents(orderAmount, order.currency),
                    })}
                  </Typography.Text>
                )}
                {editable && instalmentTotal !== orderAmount && (
                  <Typography.Text type="danger" role="alert">
                    {translateValidation(
                      ORDER_MESSAGES.instalmentTotalMismatch(
                        centsToDecimal(instalmentTotal),
                        centsToDecimal(orderAmount),
                      ),
                      currentLanguage(),
                    )}
                  </Typography.Text>
                )}
              </Space>
            </div>
          )}
        </Form.List>

        <Typography.Title level={5}>{t('detail.settlement')}</Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="settlementQuantity" label={t('detail.settlementQuantity')}>
              <InputNumber style={{ width: '100%' }} min={0} data-testid="settlement-quantity" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="settlementAmount"
              label={t('detail.settlementAmount')}
              rules={[{ pattern: PRICE_PATTERN, message: t('cart.priceFormat') }]}
            >
              <Input prefix={symbol} inputMode="decimal" data-testid="settlement-amount" />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={5}>{t('detail.pickup')}</Typography.Title>
        <Row gutter={16}>
          {text('pickupAddress', t('detail.pickupAddress'), 'pickup-address', 200)}
          {text('pickupContact', t('detail.pickupContact'), 'pickup-contact', 50)}
          {text('pickupPhone', t('detail.pickupPhone'), 'pickup-phone', 30)}
          <Col xs={24} md={12}>
            <Form.Item name="pickupDate" label={t('detail.pickupDate')}>
              <DatePicker
                style={{ width: '100%' }}
                format={DATE_FORMAT}
                data-testid="pickup-date"
              />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={5}>{t('detail.customs')}</Typography.Title>
        <Row gutter={16}>
          {text(
            'customsDeclarationNo',
            t('detail.customsDeclarationNo'),
            'customs-declaration-no',
            64,
          )}
          {text('customsPort', t('detail.customsPort'), 'customs-port', 100)}
          {text('customsBroker', t('detail.customsBroker'), 'customs-broker', 100)}
        </Row>

        <Typography.Title level={5}>{t('detail.other')}</Typography.Title>
        <Row gutter={16}>
          {text('followUpName', t('detail.followUp'), 'follow-up-name', 50)}
          <Col xs={24} md={12}>
            <Form.Item name="type" label={t('orders.type')} required={editable}>
              <Radio.Group
                data-testid="order-type"
                options={ORDER_TYPES.map((value) => ({ value, label: t(`orderTypes.${value}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>

        {editable && (
          <Space wrap>
            <Button htmlType="submit" loading={saving} data-testid="order-action-tempStore">
              {t('actions.tempStore')}
            </Button>
            {canSubmit && (
              <Button
                type="primary"
                loading={submitting}
                disabled={saving && !submitting}
                onClick={() => void submit()}
                data-testid="order-action-submit"
              >
                {t('actions.submit')}
              </Button>
            )}
          </Space>
        )}
      </Form>
    </Card>
  );
}

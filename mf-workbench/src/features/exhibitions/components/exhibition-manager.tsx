import { isApiError } from '@portal/api-client';
import { LANGUAGES } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { AppLink, notify, ScrollRegion } from '@portal/ui';
import { Alert, Button, Form, Input, Modal, Result, Tag } from 'antd';
import { CardTable } from '../../../shared/card-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  fetchManagedExhibitions,
  saveExhibition,
  type ExhibitionInput,
  type ManagedExhibition,
} from '../api/exhibitions';
import '../locales';

const PAGE_SIZE = 10;
const TEXT_FIELDS = [
  { name: 'title', max: 100, rows: 0 },
  { name: 'organizer', max: 100, rows: 0 },
  { name: 'description', max: 4000, rows: 4 },
] as const;

/** Creates or edits an exhibition: its texts in the four languages and its dates. */
function ExhibitionForm({
  exhibition,
  onDone,
  onClose,
}: {
  exhibition: ManagedExhibition | null;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('workbench-exhibitions');
  const [form] = Form.useForm<ExhibitionInput>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: ExhibitionInput) {
    setBusy(true);
    setProblem(null);
    try {
      notify('success', await saveExhibition(exhibition?.id ?? null, values));
      onDone();
    } catch (failure) {
      setProblem(isApiError(failure) ? failure.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      width={720}
      title={exhibition ? t('manage.formEdit') : t('manage.formCreate')}
      okText={t('manage.save')}
      cancelText={t('no')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={exhibition ?? undefined}
        onFinish={(values) => void submit(values)}
      >
        {TEXT_FIELDS.map((field) => (
          <fieldset key={field.name} className="exhibition-manager__group">
            <legend>{t(`manage.${field.name}`)}</legend>
            {LANGUAGES.map((language) => {
              const label = t('manage.fieldInLanguage', {
                field: t(`manage.${field.name}`),
                language: t(`manage.languages.${language}`),
              });
              return (
                <Form.Item
                  key={language}
                  name={[field.name, language]}
                  label={t(`manage.languages.${language}`)}
                  rules={[
                    {
                      required: true,
                      whitespace: true,
                      message: t('manage.required', {
                        field: t(`manage.${field.name}`),
                        language: t(`manage.languages.${language}`),
                      }),
                    },
                  ]}
                >
                  {field.rows ? (
                    <Input.TextArea aria-label={label} rows={field.rows} maxLength={field.max} />
                  ) : (
                    <Input aria-label={label} maxLength={field.max} />
                  )}
                </Form.Item>
              );
            })}
          </fieldset>
        ))}
        <div className="exhibition-manager__dates">
          <Form.Item
            name="startsOn"
            label={t('manage.startsOn')}
            rules={[{ required: true, message: t('manage.dateRequired') }]}
          >
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="endsOn"
            label={t('manage.endsOn')}
            dependencies={['startsOn']}
            rules={[
              { required: true, message: t('manage.dateRequired') },
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | undefined) =>
                  !value || !getFieldValue('startsOn') || value >= getFieldValue('startsOn')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('manage.datesOrder'))),
              }),
            ]}
          >
            <Input type="date" />
          </Form.Item>
        </div>
        {problem && <Alert type="error" role="alert" title={problem} />}
      </Form>
    </Modal>
  );
}

/** The platform's exhibitions (`platform:exhibition:manage`): created and edited here. */
export function ExhibitionManager() {
  const { t, i18n } = useTranslation('workbench-exhibitions');
  const format = useFormat();
  const language = (i18n.resolvedLanguage ?? 'zh') as (typeof LANGUAGES)[number];
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ManagedExhibition | 'new' | null>(null);
  const list = useSWR(['managed-exhibitions', page], () =>
    fetchManagedExhibitions(page, PAGE_SIZE),
  );

  if (list.error && !list.data) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void list.mutate()}>{t('retry')}</Button>}
      />
    );
  }

  return (
    <>
      <Button
        type="primary"
        className="exhibition-manager__create"
        onClick={() => setEditing('new')}
      >
        {t('manage.create')}
      </Button>
      <ScrollRegion label={t('manage.tableLabel')}>
        <CardTable<ManagedExhibition>
          rowKey="id"
          loading={list.isValidating}
          dataSource={list.data?.rows ?? []}
          locale={{ emptyText: t('manage.empty') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          columns={[
            {
              title: t('manage.title'),
              render: (_value, row) => (
                <AppLink to={`/exhibitionDetail?id=${row.id}`}>{row.title[language]}</AppLink>
              ),
            },
            { title: t('manage.organizer'), render: (_value, row) => row.organizer[language] },
            {
              title: t('columns.validity'),
              render: (_value, row) => (
                <>
                  {t('dates', { from: format.date(row.startsOn), to: format.date(row.endsOn) })}
                  <div>
                    <Tag>{t(`phase.${row.status}`)}</Tag>
                  </div>
                </>
              ),
            },
            { title: t('manage.booths'), dataIndex: 'boothCount' },
            { title: t('manage.pending'), dataIndex: 'pendingCount' },
            {
              title: t('columns.actions'),
              render: (_value, row) => (
                <Button
                  size="small"
                  aria-label={`${t('manage.edit')} ${row.title[language]}`}
                  onClick={() => setEditing(row)}
                >
                  {t('manage.edit')}
                </Button>
              ),
            },
          ]}
        />
      </ScrollRegion>
      {editing && (
        <ExhibitionForm
          exhibition={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void list.mutate();
          }}
        />
      )}
    </>
  );
}

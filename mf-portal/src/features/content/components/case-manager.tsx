import type { Language } from '@portal/contracts';
import { industryLabel } from '@portal/i18n';
import { useSession } from '@portal/session';
import { AppLink } from '@portal/ui';
import { Alert, Button, Drawer, Empty, Result, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { listOperatorCases, type OperatorCase } from '../api/content';
import { CONTENT_PERMISSION, ContentEditor } from './content-editor';
import { NewCaseForm } from './new-case-form';
import '../locales';

/**
 * "Manage cases" for operators holding the content permission, on /successCase: every case,
 * published or not, to edit (texts and details), and a new case. Nothing for anyone else.
 */
export function CaseManager({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('portal-content');
  const allowed = useSession((state) => state.hasPermission(CONTENT_PERMISSION));
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('manage.open')}</Button>
      {open && <CaseManagerDrawer onClose={() => setOpen(false)} onChanged={onChanged} />}
    </>
  );
}

function CaseManagerDrawer({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const { t, i18n } = useTranslation('portal-content');
  const language = (i18n.resolvedLanguage ?? 'zh') as Language;
  const { data, error, isLoading, mutate } = useSWR(
    ['content-operator-cases', language],
    listOperatorCases,
  );
  const [editing, setEditing] = useState<OperatorCase | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ path: string; msg: string } | null>(null);
  const changed = () => {
    void mutate();
    onChanged();
  };
  const industries = [...new Set((data ?? []).map((item) => item.industry).filter(Boolean))];

  return (
    <Drawer open size="large" title={t('manage.title')} onClose={onClose}>
      <Space orientation="vertical" size="middle" className="content-manage">
        <Button
          type="primary"
          onClick={() => {
            setCreated(null);
            setCreating(true);
          }}
        >
          {t('manage.newCase')}
        </Button>
        {created && (
          <Alert
            type="success"
            role="status"
            title={
              <>
                {created.msg} <AppLink to={created.path}>{t('manage.openCreated')}</AppLink>
              </>
            }
          />
        )}
        {error && !data ? (
          <Result
            status="warning"
            title={t('manage.loadFailed')}
            extra={<Button onClick={() => void mutate()}>{t('manage.retry')}</Button>}
          />
        ) : (
          <Table<OperatorCase>
            rowKey="slug"
            size="small"
            loading={isLoading}
            dataSource={data ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('manage.empty')} /> }}
            columns={[
              {
                key: 'title',
                title: t('manage.columnTitle'),
                render: (_, item) => (
                  <>
                    <div>{item.title}</div>
                    <div className="content-muted">{item.slug}</div>
                  </>
                ),
              },
              {
                key: 'industry',
                title: t('manage.columnIndustry'),
                render: (_, item) => industryLabel(item.industry, language),
              },
              { key: 'sort', title: t('manage.columnSort'), dataIndex: 'sort' },
              {
                key: 'status',
                title: t('manage.columnStatus'),
                render: (_, item) =>
                  item.published ? (
                    <Tag color="green">{t('manage.published')}</Tag>
                  ) : (
                    <Tag>{t('manage.unpublished')}</Tag>
                  ),
              },
              {
                key: 'languages',
                title: t('manage.columnLanguages'),
                render: (_, item) =>
                  item.languages.map((code) => t(`language.${code}`, { ns: 'common' })).join(' · '),
              },
              {
                key: 'actions',
                title: t('manage.columnActions'),
                render: (_, item) => (
                  <Space size="small">
                    <Button
                      size="small"
                      aria-label={`${t('manage.edit')} ${item.title}`}
                      onClick={() => setEditing(item)}
                    >
                      {t('manage.edit')}
                    </Button>
                    {item.published && <AppLink to={item.path}>{t('manage.view')}</AppLink>}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Space>
      {editing && (
        <ContentEditor
          slug={editing.slug}
          title={t('manage.editCase', { title: editing.title })}
          onClose={() => setEditing(null)}
          onSaved={changed}
        />
      )}
      {creating && (
        <NewCaseForm
          industries={industries}
          onClose={() => setCreating(false)}
          onCreated={(result) => {
            setCreating(false);
            setCreated(result);
            changed();
          }}
        />
      )}
    </Drawer>
  );
}

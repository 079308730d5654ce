import { isApiError } from '@portal/api-client';
import { AppLink, PriceLine } from '@portal/ui';
import { Alert, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerForExhibition, type OwnRegistration } from '../api/exhibitions';
import '../locales';

/**
 * Registers the member's company for an exhibition with some of its published products; the
 * exhibit quota (x/y) is counted here as the server counts it, which has the last word.
 */
export function RegisterDialog({
  exhibitionId,
  exhibitionTitle,
  own,
  onDone,
  onClose,
}: {
  exhibitionId: number;
  exhibitionTitle: string;
  own: OwnRegistration;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('portal-exhibitions');
  const previous = own.registration?.exhibits.map((exhibit) => exhibit.id) ?? [];
  const [chosen, setChosen] = useState<number[]>(
    previous.filter((id) => own.products.some((product) => product.id === id)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { exhibitions, exhibits } = own.usage;
  const after = exhibits.used + chosen.length;
  const noQuota = exhibitions.used >= exhibitions.quota;

  async function submit() {
    if (chosen.length === 0) return setProblem(t('registration.chooseRequired'));
    if (after > exhibits.quota) return setProblem(t('registration.overQuota'));
    setBusy(true);
    setProblem(null);
    try {
      const { message } = await registerForExhibition(exhibitionId, chosen);
      onDone(message);
    } catch (failure) {
      setProblem(isApiError(failure) ? failure.message : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={`${t('registration.title')} · ${exhibitionTitle}`}
      okText={t('registration.submit')}
      cancelText={t('registration.cancel')}
      okButtonProps={{ disabled: noQuota || own.products.length === 0 }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <p className="exhibition-quota" data-testid="exhibition-quota">
        <span>
          {t('registration.quotaExhibitions', {
            used: exhibitions.used,
            quota: exhibitions.quota,
          })}
        </span>
        <span>
          {t('registration.quotaExhibits', { used: exhibits.used, quota: exhibits.quota })}
        </span>
      </p>
      {noQuota ? (
        <Alert type="warning" title={t('registration.noQuota')} />
      ) : own.products.length === 0 ? (
        <Alert
          type="info"
          title={t('registration.noProducts')}
          action={<AppLink to="/saveProduct">{t('registration.publish')}</AppLink>}
        />
      ) : (
        <fieldset className="exhibition-choice">
          <legend>{t('registration.choose')}</legend>
          <Checkbox.Group
            value={chosen}
            onChange={(values) => {
              setChosen(values as number[]);
              setProblem(null);
            }}
          >
            <ul>
              {own.products.map((product) => (
                <li key={product.id}>
                  <Checkbox value={product.id}>
                    {product.name}{' '}
                    <PriceLine
                      price={product.price}
                      currency={product.currency}
                      unit={product.unit}
                    />
                  </Checkbox>
                </li>
              ))}
            </ul>
          </Checkbox.Group>
          <p role="status">
            {t('registration.chosen', { count: chosen.length, after, quota: exhibits.quota })}
          </p>
        </fieldset>
      )}
      {problem && <Alert type="error" role="alert" title={problem} />}
    </Modal>
  );
}

import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a sub-member sees instead of the staff screens. */
export function MainAccountOnly() {
  const { t } = useTranslation('member');
  return (
    <Result
      status="info"
      title={t('staff.mainOnly')}
      subTitle={t('staff.mainOnlyHint')}
      data-testid="staff-main-only"
    />
  );
}

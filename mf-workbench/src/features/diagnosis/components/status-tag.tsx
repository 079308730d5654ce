import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiagnosisStatus } from '../api/diagnosis';
import '../locales';

const COLOURS: Record<DiagnosisStatus, string> = {
  1: 'default',
  2: 'blue',
  3: 'orange',
  4: 'green',
};

export function DiagnosisStatusTag({ status }: { status: DiagnosisStatus }) {
  const { t } = useTranslation('workbench-diagnosis');
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}

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

/** The schema sends any integer; the screens know these four. */
function isDiagnosisStatus(value: number): value is DiagnosisStatus {
  return value in COLOURS;
}

export function DiagnosisStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('workbench-diagnosis');
  if (!isDiagnosisStatus(status)) return <Tag>{status}</Tag>;
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}

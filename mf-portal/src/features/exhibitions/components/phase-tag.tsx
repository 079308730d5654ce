import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Phase } from '../api/exhibitions';
import '../locales';

const COLOURS: Record<Phase, string> = { upcoming: 'blue', ongoing: 'green', ended: 'default' };

/** Upcoming, ongoing or ended, in the reader's language. */
export function PhaseTag({ phase }: { phase: Phase }) {
  const { t } = useTranslation('portal-exhibitions');
  return <Tag color={COLOURS[phase]}>{t(`phase.${phase}`)}</Tag>;
}

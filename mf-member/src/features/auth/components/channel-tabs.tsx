import type { ReactNode } from 'react';
import { Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNELS, type Channel } from './channel';

type TabItem = NonNullable<TabsProps['items']>[number];

/** One tab per channel (phone code, e-mail code), after any tabs of the screen's own. */
export function ChannelTabs({
  leadingTabs = [],
  renderChannel,
}: {
  leadingTabs?: TabItem[];
  renderChannel: (channel: Channel) => ReactNode;
}) {
  const { t } = useTranslation('member');
  const channelTabs = CHANNELS.map((channel) => ({
    key: channel,
    label: t(`channel.${channel}Tab`),
    children: renderChannel(channel),
  }));
  return <Tabs centered items={[...leadingTabs, ...channelTabs]} />;
}

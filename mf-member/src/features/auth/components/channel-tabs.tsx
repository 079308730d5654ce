import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextRovingIndex, useRovingFocus } from '@portal/ui';
import { useCodeChannels } from '../api/fetch-code-channels';
import { CHANNELS, type Channel } from './channel';
import './channel-tabs.css';

export interface ChannelTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * One tab per channel (phone code, e-mail code) the server can send codes on, after any tabs of
 * the screen's own. Plain
 * WAI-ARIA tabs rather than antd's: the login screen is what the shell preloads for a guest on
 * home. Arrows, Home and End move between tabs and show the one they reach; a panel, once shown,
 * stays rendered (hidden) so that what was typed in it survives a switch.
 */
export function ChannelTabs({
  leadingTabs = [],
  renderChannel,
}: {
  leadingTabs?: ChannelTab[];
  renderChannel: (channel: Channel) => ReactNode;
}) {
  const { t } = useTranslation('member');
  const reaches = useCodeChannels();
  const offered = CHANNELS.filter((channel) => reaches?.[channel === 'phone' ? 'sms' : 'email']);
  const tabs = [
    ...leadingTabs,
    ...offered.map((channel) => ({
      key: channel,
      label: t(`channel.${channel}Tab`),
      children: renderChannel(channel),
    })),
  ];
  const [chosen, setChosen] = useState<string>();
  // Until a tab is chosen, the first one offered: the channels arrive after the first render.
  const selected = chosen ?? tabs[0]?.key;
  const [visited, setVisited] = useState(() => new Set<string>());
  const { itemRef, focusItem } = useRovingFocus();
  const idPrefix = useId();

  function select(key: string, focus = false) {
    setChosen(key);
    // The tab left keeps what was typed in it, the first one included.
    setVisited((keys) => new Set(keys).add(key).add(selected!));
    if (focus) focusItem(key);
  }

  function onKeyDown(event: KeyboardEvent) {
    const next = nextRovingIndex(
      event.key,
      tabs.findIndex((tab) => tab.key === selected),
      tabs.length,
    );
    if (next === null) return;
    event.preventDefault();
    select(tabs[next]!.key, true);
  }

  // A server that can send codes on no channel (production without an SMS gateway or SMTP):
  // a screen that needs a code says so rather than showing nothing.
  if (reaches && tabs.length === 0) return <p role="status">{t('channel.none')}</p>;

  return (
    <div className="channel-tabs">
      <div role="tablist" className="channel-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={itemRef(tab.key)}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            aria-selected={tab.key === selected}
            tabIndex={tab.key === selected ? 0 : -1}
            className="channel-tabs__tab"
            onClick={() => select(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.key}`}
          aria-labelledby={`${idPrefix}-tab-${tab.key}`}
          hidden={tab.key !== selected}
        >
          {(visited.has(tab.key) || tab.key === selected) && tab.children}
        </div>
      ))}
    </div>
  );
}

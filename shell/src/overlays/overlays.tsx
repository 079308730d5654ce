// Loaded on first use only: antd's message and modal are not part of the home page's first load.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntdApp } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { Notice } from '@portal/session';
import { currentLanguage } from '@portal/i18n';
import { AntdProviders } from '@portal/ui';
import { translateValidation } from '@portal/validators';

interface OverlayApi {
  message: MessageInstance;
  modal: ModalApi;
}

let ready: Promise<OverlayApi> | undefined;

function Bridge({ onReady }: { onReady: (api: OverlayApi) => void }) {
  const { message, modal } = AntdApp.useApp();
  useEffect(() => onReady({ message, modal }), [message, modal, onReady]);
  return null;
}

/** One hidden React root that hosts antd's message and modal with the portal's theme and locale. */
function overlays(): Promise<OverlayApi> {
  ready ??= new Promise((resolve) => {
    const host = document.createElement('div');
    host.id = 'shell-overlays';
    document.body.appendChild(host);
    createRoot(host).render(
      <AntdProviders>
        <AntdApp>
          <Bridge onReady={resolve} />
        </AntdApp>
      </AntdProviders>,
    );
  });
  return ready;
}

/**
 * Shows a remote's toast. Remotes may pass the spec's Chinese text of a shared message; it is
 * shown in the page's language (the server's answers arrive translated already).
 */
export async function showNotice(notice: Notice): Promise<void> {
  const { message } = await overlays();
  const content = translateValidation(notice.content, currentLanguage());
  void message.open({ type: notice.type, content, duration: notice.duration ?? 2 });
}

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/** Resolves true when the user confirms, false when they cancel or close the dialog. */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const { modal } = await overlays();
  return new Promise((resolve) => {
    modal.confirm({
      ...options,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

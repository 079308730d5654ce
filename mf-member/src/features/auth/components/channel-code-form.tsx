import { useState, type ReactNode } from 'react';
import { Button, Form } from 'antd';
import type { Channel } from './channel';
import { CodeField } from './code-field';
import { ContactField } from './contact-field';

export type ChannelCodeValues = Partial<Record<Channel, string>> & { code: string };

/**
 * A form that proves the user owns a phone or e-mail with a code: contact, code, the screen's
 * own fields (`children`), submit. A failed submit leaves the form as it was; the client has
 * already shown the server's message.
 */
export function ChannelCodeForm<Values extends ChannelCodeValues>({
  channel,
  requestCode,
  submitLabel,
  onSubmit,
  children,
}: {
  channel: Channel;
  requestCode: (target: string) => Promise<string>;
  submitLabel: string;
  onSubmit: (contact: string, values: Values) => Promise<void>;
  children?: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: Values) {
    setSubmitting(true);
    try {
      await onSubmit(values[channel] ?? '', values);
    } catch {
      // Shown by the client.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form
      form={form}
      name={channel}
      layout="vertical"
      requiredMark={false}
      disabled={submitting}
      onFinish={(values) => void submit(values)}
    >
      <ContactField channel={channel} />
      <CodeField targetField={channel} requestCode={requestCode} />
      {children}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}

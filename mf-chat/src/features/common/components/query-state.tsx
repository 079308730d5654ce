import { Spin, Typography } from 'antd';

/** Loading indicator of a screen section. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" className="chat-loading">
      <Spin size="small" />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </div>
  );
}

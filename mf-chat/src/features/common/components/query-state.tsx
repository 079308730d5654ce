/** Loading indicator of a screen section: plain markup, so the first screen needs no antd. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" className="chat-loading">
      <span className="chat-spinner" aria-hidden="true" />
      <span className="chat-secondary">{text}</span>
    </div>
  );
}

/** Where the support chat widget will live; only the dashboard renders it. Empty until support is built. */
export function SupportChatSlot() {
  return <div className="support-chat-slot" data-testid="support-chat-slot" hidden />;
}

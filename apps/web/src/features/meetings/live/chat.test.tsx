import { type LiveChatMessage, liveChatMessages, liveChatTextMax } from '@advice/domain';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './chat-panel.tsx';
import { useUnreadCount } from './use-unread-count.ts';

const you = 'user_0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const sam = 'guest_1e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';

let next = 0;
function messageFrom(senderId: string, text = 'Hello'): LiveChatMessage {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    text,
    senderId,
    senderEmail: 'someone@example.test',
    senderName: senderId === you ? 'Ada Lovelace' : 'Sam Lee',
    senderAvatar: null,
    date: '2026-12-01T10:05:00.000Z',
  };
}

describe('the unread count (spec 2 §3, §4)', () => {
  it('counts the others’ messages while the chat is closed, never your own, and resets to 0 when it is opened', () => {
    const first = [messageFrom(sam), messageFrom(you)];
    const { result, rerender } = renderHook(({ messages, isOpen }) => useUnreadCount(messages, you, isOpen), {
      initialProps: { messages: first, isOpen: false },
    });
    expect(result.current).toBe(1);
    const more = [...first, messageFrom(sam), messageFrom(sam)];
    rerender({ messages: more, isOpen: false });
    expect(result.current).toBe(3);

    rerender({ messages: more, isOpen: true });
    expect(result.current).toBe(0);
    const later = [...more, messageFrom(sam)];
    rerender({ messages: later, isOpen: true });
    expect(result.current).toBe(0);

    // Closed again: only what comes after counts.
    rerender({ messages: later, isOpen: false });
    expect(result.current).toBe(0);
    rerender({ messages: [...later, messageFrom(sam), messageFrom(you)], isOpen: false });
    expect(result.current).toBe(1);
  });

  it('counts from nothing again once the chat is emptied by leaving the call', () => {
    const seen = [messageFrom(sam)];
    const { result, rerender } = renderHook(({ messages, isOpen }) => useUnreadCount(messages, you, isOpen), {
      initialProps: { messages: seen, isOpen: true },
    });
    rerender({ messages: seen, isOpen: false });
    rerender({ messages: [], isOpen: false });
    expect(result.current).toBe(0);
    rerender({ messages: [messageFrom(sam)], isOpen: false });
    expect(result.current).toBe(1);
  });
});

describe('the chat panel', () => {
  function renderPanel(messages: LiveChatMessage[] = []) {
    const onSend = vi.fn<(text: string) => void>();
    const view = render(<ChatPanel messages={messages} youId={you} canSeeAvatars refusal={null} onSend={onSend} />);
    return { onSend, view };
  }

  it('is a labelled region whose messages are announced politely, with yours marked as yours', () => {
    renderPanel([messageFrom(sam, 'Can you see my notes?'), messageFrom(you, 'Yes')]);
    const region = screen.getByRole('region', { name: 'Chat' });
    const list = region.querySelector('ol');
    expect(list?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Can you see my notes?').closest('li')?.textContent).toContain('Sam Lee');
    expect(screen.getByText('Yes').closest('li')?.textContent).toContain('You');
  });

  it('refuses an empty text beside the field, by the rule the server applies, and sends nothing', () => {
    const { onSend } = renderPanel();
    const field = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(liveChatMessages.required);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('says at once that a text past the limit is too long, and sends a good one with Enter, clearing the field', () => {
    const { onSend } = renderPanel();
    const field = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'x'.repeat(liveChatTextMax + 1) } });
    expect(screen.getByRole('alert').textContent).toBe(liveChatMessages.tooLong);
    fireEvent.change(field, { target: { value: 'See you at ten' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('See you at ten');
    expect(field.value).toBe('');
  });

  it('gives the text back with the server’s words when the server refuses it', () => {
    const onSend = vi.fn<(text: string) => void>();
    const { rerender } = render(<ChatPanel messages={[]} youId={you} canSeeAvatars refusal={null} onSend={onSend} />);
    const field = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() =>
      rerender(
        <ChatPanel
          messages={[]}
          youId={you}
          canSeeAvatars
          refusal={{ action: 'chat', message: 'Wait a few seconds.', at: 1 }}
          onSend={onSend}
        />,
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('Wait a few seconds.');
    expect(field.value).toBe('One more');
  });
});

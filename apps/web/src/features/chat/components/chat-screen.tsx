import { useParams } from 'react-router';
import { BlockLoader } from '#components/ui/loader.tsx';
import { useCurrentUser } from '#lib/current-user.ts';
import { ChatLocked } from './chat-locked.tsx';
import { Conversation } from './conversation.tsx';

/** /chat, /chat/new and /chat/:id: a conversation, or the locked state on a plan without chat. */
export const ChatScreen = () => {
  const { id } = useParams();
  const { data: user } = useCurrentUser();
  if (!user) return <BlockLoader />;
  if (!user.features.chat) return <ChatLocked />;
  const chatId = !id || id === 'new' ? null : id;
  // A new id is a new conversation: its state (typing, announcement) starts afresh.
  return <Conversation key={chatId ?? 'new'} chatId={chatId} />;
};

import { ChatContact, ChatConversation, schemaErrors } from '@portal/contracts/schemas';
import { contact, conversation } from './test-fixtures';

// The conversation list is tested against these fixtures; a fixture the server could not send
// would let a test pass against a shape that never arrives.
test('the fixture conversation() satisfies ChatConversation', () => {
  expect(schemaErrors(ChatConversation, conversation())).toEqual([]);
});

test('the fixture contact satisfies ChatContact', () => {
  expect(schemaErrors(ChatContact, contact)).toEqual([]);
});

import { ChatMessage, schemaErrors } from '@portal/contracts/schemas';
import { chatMessage } from './test-fixtures';

// The chat is tested against these fixtures; a fixture the server could not send would let a test
// pass against a shape that never arrives.
test('the fixture chatMessage() satisfies ChatMessage', () => {
  expect(schemaErrors(ChatMessage, chatMessage())).toEqual([]);
});

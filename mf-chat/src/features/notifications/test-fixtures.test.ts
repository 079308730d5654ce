import { SystemNotification, schemaErrors } from '@portal/contracts/schemas';
import { notifications } from './test-fixtures';

// The notification feed is tested against these fixtures; a fixture the server could not send
// would let a test pass against a shape that never arrives.
test.each(notifications.map((row, index) => [`notifications[${index}]`, row] as const))(
  'the fixture %s satisfies SystemNotification',
  (_name, row) => {
    expect(schemaErrors(SystemNotification, row)).toEqual([]);
  },
);

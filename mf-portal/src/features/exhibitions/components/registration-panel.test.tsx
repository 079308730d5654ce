import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@portal/session';
import { getOwnRegistration } from '../api/exhibitions';
import { exhibitionDetail, notRegistered, registration } from '../test-fixtures';
import { RegistrationPanel } from './registration-panel';
import { renderScreen } from '@portal/ui/testing';

jest.mock('../api/exhibitions', () => ({
  ...jest.requireActual('../api/exhibitions'),
  getOwnRegistration: jest.fn(),
}));

afterEach(() => {
  sessionStore.getState().logout('logout');
  jest.resetAllMocks();
});

test('another exhibition never shows, or sends again, the registration for the previous one', async () => {
  sessionStore.getState().login('token-1');
  const otherExhibition = { ...exhibitionDetail, id: 8 };
  jest
    .mocked(getOwnRegistration)
    .mockImplementation((id) =>
      id === exhibitionDetail.id
        ? Promise.resolve({ ...notRegistered, status: 3, registration: registration(3) })
        : new Promise(() => {}),
    );
  const { rerender } = renderScreen(<RegistrationPanel exhibition={exhibitionDetail} />);
  expect(await screen.findByRole('button', { name: /重新报名/ })).toBeTruthy();
  rerender(<RegistrationPanel exhibition={otherExhibition} />);
  await waitFor(() => expect(getOwnRegistration).toHaveBeenLastCalledWith(otherExhibition.id));
  expect(screen.queryByTestId('registration-status')).toBeNull();
  expect(screen.queryByRole('button', { name: /重新报名/ })).toBeNull();
});

import { screen, waitFor } from '@testing-library/react';
import { mockApi, ok } from '@portal/api-client/testing';
import { exhibitionEndpoints } from '@portal/contracts/endpoints/exhibitions';
import { OwnExhibitionRegistration } from '@portal/contracts/schemas';
import { sessionStore } from '@portal/session';
import { exhibitionDetail, notRegistered, registration } from '../test-fixtures';
import { RegistrationPanel } from './registration-panel';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const OWN_REGISTRATION = exhibitionEndpoints.ownRegistration;

afterEach(() => {
  sessionStore.getState().logout('logout');
});

test('another exhibition never shows, or sends again, the registration for the previous one', async () => {
  sessionStore.getState().login('token-1');
  const otherExhibition = { ...exhibitionDetail, id: 8 };
  api.on(OWN_REGISTRATION, ({ params }) =>
    ok(
      OwnExhibitionRegistration,
      Number(params.id) === exhibitionDetail.id
        ? { ...notRegistered, status: 3, registration: registration(3) }
        : { ...notRegistered, status: 1, registration: { ...registration(1), exhibitionId: 8 } },
    ),
  );
  const { rerender } = renderScreen(<RegistrationPanel exhibition={exhibitionDetail} />);
  expect(await screen.findByRole('button', { name: /重新报名/ })).toBeTruthy();
  rerender(<RegistrationPanel exhibition={otherExhibition} />);
  // Until the other exhibition's answer arrives, nothing of the previous one is left on screen.
  expect(screen.queryByTestId('registration-status')).toBeNull();
  expect(screen.queryByRole('button', { name: /重新报名/ })).toBeNull();
  await waitFor(() =>
    expect(api.requests(OWN_REGISTRATION).map((request) => request.path)).toEqual([
      '/haiguan/api/exhibitions/7/registration',
      '/haiguan/api/exhibitions/8/registration',
    ]),
  );
  expect((await screen.findByTestId('registration-status')).textContent).toBe('审核中');
  expect(screen.queryByRole('button', { name: /重新报名/ })).toBeNull();
});

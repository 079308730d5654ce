import { notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it('opens a quote on the buyer’s demand on the demand with its quotes', () => {
    expect(notificationTarget({ messageTypesOf: 9, jumpId: 42 })).toEqual({
      path: '/demandDetail?id=42',
      newWindow: false,
    });
  });

  it('opens a confirmed or expired quote on the public demand page with the supplier’s quote', () => {
    expect(notificationTarget({ messageTypesOf: 10, jumpId: 7 })).toEqual({
      path: '/demandInfo?id=7',
      newWindow: false,
    });
  });

  it('opens a digital-product order among the company’s digital orders', () => {
    expect(notificationTarget({ messageTypesOf: 11, jumpId: 3 })).toEqual({
      path: '/digitalOrders?id=3',
      newWindow: false,
    });
  });

  it('opens an exhibition registration decision among the company’s registrations', () => {
    expect(notificationTarget({ messageTypesOf: 12, jumpId: 4 })).toEqual({
      path: '/exhibitionRegistrations?id=4',
      newWindow: false,
    });
  });

  it('opens orders and diagnoses in a new window', () => {
    expect(notificationTarget({ messageTypesOf: 3, jumpId: 5 })?.newWindow).toBe(true);
    expect(notificationTarget({ messageTypesOf: 4, jumpId: 5 })?.path).toBe(
      '/diagnosisDetail?param=5',
    );
  });

  it('leads nowhere for a type it does not know', () => {
    expect(notificationTarget({ messageTypesOf: 99, jumpId: 1 })).toBeNull();
  });
});

/** What registering and resetting a password send besides the phone or e-mail. */
export interface NewPasswordInput {
  code: string;
  password: string;
  confirmPassword: string;
}

/** What registering and resetting a password send besides the phone or e-mail. */
export interface NewPasswordInput {
  code: string;
  password: string;
  confirmPassword: string;
}

/** Registering also names the member's company. */
export interface RegisterInput extends NewPasswordInput {
  companyName: string;
}

import type { Dictionary } from '../es'

export const auth: Dictionary['auth'] = {
  sending: 'Sending…',
  genericError: 'Error',
  emailLabel: 'E-mail',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  invalidEmail: 'Please enter a valid email address.',
  passwordRule: 'Password must contain at least 8 characters, including one letter and one number.',
  required: 'This field is required.',
  toLogin: 'Already have an account? Log in',
  toRegister: "Don't have an account? Sign up",
  toRecover: 'Forgot your password?',
  login: {
    intro: 'Log in with your username or your e-mail.',
    identityLabel: 'Username or e-mail',
    submit: 'Log in',
    success: 'Welcome back! You are logged in.',
    failure: 'Error, check your email and password',
  },
  register: {
    intro: 'Create your account to complete your profile and request your ticket.',
    submit: 'Sign up',
    success: 'Account created! We sent you an e-mail to verify it.',
    emailTaken: 'An account with this e-mail already exists.',
  },
  recover: {
    intro: 'We will send you a link to choose a new password.',
    submit: 'Send link',
    success: 'If that e-mail has an account, we sent it a link to change the password.',
    failure: 'Error, user not found',
  },
  mailVerification: {
    intro: 'We are confirming your e-mail…',
    missingToken: 'This link has no verification code. Open the full link from your e-mail.',
    submit: 'Verify my e-mail',
    success: 'E-mail verified!',
    failure: 'The link is not valid or has expired.',
    failedIntro: 'We could not confirm your e-mail: the link is not valid or has expired. Ask for a new mail from your profile.',
  },
}

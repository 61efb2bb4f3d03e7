// Auth toasts keep the spec's English texts (decisions.md "Data and backend").
export const AUTH_STRINGS = {
  signUpFailed: "Sign up Failed",
  signInFailed: "Sign in Failed",
  signOutFailed: "Sign out Failed",
  fallback: "Something went wrong",
} as const;

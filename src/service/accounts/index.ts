// Caller identity: accounts for our telnet listener, profiles for every caller, the sysop check.
export { Accounts, DEFAULT_ACCOUNT_POLICY } from './accounts.js';
export type { AccountDoc, AccountPolicy, AccountsOptions, ChangePasswordResult, LoginFailure, LoginResult, SetPasswordResult, SignUpResult } from './accounts.js';
export { checkName, cleanAlias, nameKey, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './names.js';
export type { NameCheck, NameProblem } from './names.js';
export { DEFAULT_SCRYPT } from './password-hash.js';
export type { PasswordRecord, ScryptParams } from './password-hash.js';
export type { LoginPolicy } from './login-policy.js';
export { profileForAlias } from './profiles.js';
export type { Profile } from './profiles.js';
export { isSysop } from './sysop.js';
export type { SysopConfig } from './sysop.js';

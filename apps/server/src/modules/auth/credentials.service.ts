// What another module needs of the auth module's credentials: checking and hashing passwords and
// signing a session token (the self-service password change in modules/account).
export { checkPassword, hashPassword } from './passwords.ts';
export { signSessionToken } from './tokens.ts';

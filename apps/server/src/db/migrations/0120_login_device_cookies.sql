-- Login throttling with device cookies (modules/auth/device-cookie.ts): a failure from a browser
-- holding a valid device cookie for the address records its device id; failures of unknown
-- devices (device NULL) are the ones slowed down per address and per source.
ALTER TABLE login_failures ADD COLUMN device text;
CREATE INDEX login_failures_email_device_idx ON login_failures (email, device, failed_at);

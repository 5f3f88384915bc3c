import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** One signed-up, verified, logged-in user of the load bench. */
export type LoadUser = { email: string; authorization: string };

const PASSWORD = 'Bench-Passw0rd!';

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
};

/** The verification code of the newest mail to `email` in the server's outbox. */
const verificationCode = async (outbox: string, email: string) => {
  const safe = email.replaceAll(/[^a-z0-9.@-]/gi, '_');
  for (let attempt = 0; attempt < 200; attempt++) {
    const files = (await readdir(outbox).catch(() => [])).filter((f) => f.includes(safe));
    const newest = files.sort().at(-1);
    if (newest) {
      // Quoted-printable: soft line breaks and escaped '=' must go before the link reads whole.
      const text = (await readFile(path.join(outbox, newest), 'utf8'))
        .replaceAll(/=\r?\n/g, '')
        .replaceAll('=3D', '=');
      const code = /\/auth\/verify\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no verification mail for ${email} in ${outbox}`);
};

/** Signs up through the API as a person would: register, follow the mailed link, log in. */
export const signUpUser = async (url: string, outbox: string, n: number): Promise<LoadUser> => {
  const email = `load-${Date.now()}-${n}@bench.example.com`;
  await post(`${url}/api/auth/register`, {
    email,
    password: PASSWORD,
    company: `Load ${n}`,
    full_name: 'Load User',
    job_title: 'HR',
    number_of_employees: '1001-5000',
    lang: 'en',
  });
  const code = await verificationCode(outbox, email);
  await post(`${url}/api/auth/register/verify`, { verification_code: code });
  return { email, authorization: await logIn(url, email) };
};

/** A further session of the same user (another browser), as its own bearer header. */
export const logIn = async (url: string, email: string) => {
  const { token } = (await post(`${url}/api/auth/login`, { email, password: PASSWORD })) as {
    token: string;
  };
  return `Bearer ${token}`;
};

/** Uploads a salary file and waits until its report is ready; its id. */
export const uploadReady = async (url: string, authorization: string, file: Buffer) => {
  const form = new FormData();
  form.append('label', 'Load bench');
  form.append('file', new Blob([new Uint8Array(file)]), 'load.csv');
  const headers = { authorization };
  const res = await fetch(`${url}/api/reports/pay-gap/upload`, {
    method: 'POST',
    body: form,
    headers,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    const status = (await (
      await fetch(`${url}/api/reports/pay-gap/${id}/base`, { headers })
    ).json()) as { report_ready: boolean; report_failed: boolean; error_code: string | null };
    if (status.report_failed) throw new Error(`report failed: ${status.error_code}`);
    if (status.report_ready) return id;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

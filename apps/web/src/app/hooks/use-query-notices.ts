import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifyError, notifySuccess } from '#lib/notify.ts';

const NOTICE_PARAMS = ['error', 'success'] as const;
type NoticeKind = (typeof NOTICE_PARAMS)[number];

/**
 * The text for `?error=<code>` / `?success=<code>`. Only known codes are shown word for word;
 * anything else gets the generic text, so a crafted link cannot put its own words on screen.
 */
const noticeText = (t: TFunction, kind: NoticeKind, code: string): string => {
  const safe = code.trim().slice(0, 64);
  if (/^[a-z0-9_]+$/.test(safe)) {
    const key = `notices.${kind}.${safe}`;
    const text = t(key, { defaultValue: '' });
    if (text) return text;
  }
  if (kind === 'error' && /^[A-Z_]+$/.test(safe)) {
    const text = t(`errors.${safe}`, { defaultValue: '' });
    if (text) return text;
  }
  return kind === 'error' ? t('errors.generic') : t('notices.success.generic');
};

/** Spec §2: `?error=` and `?success=` on any screen become a persistent toast, then vanish. */
export const useQueryNotices = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  const success = params.get('success');

  useEffect(() => {
    if (error === null && success === null) return;
    if (error !== null) notifyError(noticeText(t, 'error', error), { persistent: true });
    if (success !== null) notifySuccess(noticeText(t, 'success', success), { persistent: true });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of NOTICE_PARAMS) next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [error, success, setParams, t]);
};

import { toast, type Id } from 'react-toastify';

export const TOAST_AUTO_CLOSE_MS = 5000;

export type NotifyOptions = {
  /** Stays until dismissed or until the user navigates on (spec: `?error=` / `?success=`). */
  persistent?: boolean;
  /**
   * Raised just before a navigation it belongs to (e.g. "Verified, please sign in" then the
   * login screen): survives that one navigation, and goes with the next.
   */
  carryOver?: boolean;
  /**
   * Names what the notice speaks about, so the screen that settles it can take it away
   * (`dismissTagged`): "we are processing it" goes once the results are on screen.
   */
  tag?: NoticeTag;
};

export type NoticeTag = 'report-processing';

type Kind = 'error' | 'success' | 'info';

// Every toast shown, by kind, so navigation and contradicting screens can take them away.
const shown = new Map<Id, Kind>();
const carried = new Set<Id>();
const tagged = new Map<Id, NoticeTag>();

// The same text is never stacked twice, e.g. when several calls fail with one expired session.
const show = (
  kind: Kind,
  message: string,
  { persistent = false, carryOver = false, tag }: NotifyOptions,
) => {
  const id = toast[kind](message, {
    toastId: `${kind}:${message}`,
    autoClose: persistent ? false : TOAST_AUTO_CLOSE_MS,
    onClose: () => {
      shown.delete(`${kind}:${message}`);
    },
  });
  shown.set(id, kind);
  if (carryOver) carried.add(id);
  else carried.delete(id);
  if (tag) tagged.set(id, tag);
  return id;
};

export const notifyError = (message: string, opts: NotifyOptions = {}): Id =>
  show('error', message, opts);

export const notifySuccess = (message: string, opts: NotifyOptions = {}): Id =>
  show('success', message, opts);

export const notifyInfo = (message: string, opts: NotifyOptions = {}): Id =>
  show('info', message, opts);

const dismiss = (id: Id) => {
  toast.dismiss(id);
  shown.delete(id);
  carried.delete(id);
  tagged.delete(id);
};

/** The user moved to another screen: old notices no longer speak about what they see. */
export const dismissOnNavigation = () => {
  for (const id of [...shown.keys()]) {
    if (carried.has(id)) carried.delete(id);
    else dismiss(id);
  }
};

/** A screen now shows a failure: a success toast beside it would contradict it. */
export const dismissSuccessNotices = () => {
  for (const [id, kind] of [...shown]) if (kind === 'success') dismiss(id);
};

/** What a notice spoke about is settled (e.g. the report is ready): its notices go. */
export const dismissTagged = (tag: NoticeTag) => {
  for (const [id, t] of [...tagged]) if (t === tag) dismiss(id);
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '#lib/api-error.ts';
import { saveBlob } from '#lib/downloads.ts';
import { formatDate } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { notifyError } from '#lib/notify.ts';
import { Button, type ButtonProps } from './button.tsx';

/** A file the server builds in the background: a report export or the organisation's data ZIP. */
export type FileBuild = {
  id: string;
  status: 'queued' | 'running' | 'ready' | 'failed';
  progress: number;
  file_name: string | null;
  expires_at: string;
};

/** Queued or running: neither ready nor failed yet. */
export const isBuilding = (build: FileBuild | undefined): build is FileBuild =>
  build !== undefined && build.status !== 'ready' && build.status !== 'failed';

/** The words of each state, in the caller's namespace. */
type FileBuildText = {
  preparing: string;
  /** The progress bar's name. */
  progress: string;
  failed: string;
  /** Said before the download button, where the panel says it. */
  ready?: string;
  download: string;
  /** "Kept until …", given the expiry as the user's language writes it. */
  keptUntil: (date: string) => string;
};

/** Each panel's own look: its classes and its download button's variant and size. */
type FileBuildLook = {
  frame?: string | undefined;
  progress?: string | undefined;
  /** Wraps the ready line in a block of its own, where the panel wants one. */
  ready?: string | undefined;
  fileName?: string | undefined;
  kept?: string | undefined;
  button?: Pick<ButtonProps, 'variant' | 'size' | 'className'>;
};

export type FileBuildStatusProps = {
  build: FileBuild | undefined;
  /** Fetches the ready file; a failure is shown as a toast. */
  download: (id: string, fileName: string) => Promise<{ blob: Blob; fileName: string }>;
  text: FileBuildText;
  look: FileBuildLook;
};

/**
 * A background file's progress, announced politely: a bar while it is built, an alert when it
 * failed, then the download button with the file's name and how long the server keeps it.
 */
export const FileBuildStatus = ({ build, download, text, look }: FileBuildStatusProps) => {
  const { i18n } = useTranslation();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!build?.file_name || saving) return;
    setSaving(true);
    try {
      const file = await download(build.id, build.file_name);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      notifyError(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const ready = build?.status === 'ready' && build.file_name && (
    <>
      {text.ready !== undefined && <span>{text.ready}</span>}
      <Button {...look.button} busy={saving} onClick={() => void save()}>
        {text.download}
      </Button>
      <span className={look.fileName}>{build.file_name}</span>
      <span className={look.kept}>
        {text.keptUntil(formatDate(build.expires_at, currentLanguage(i18n), 'date-time'))}
      </span>
    </>
  );

  return (
    <div aria-live="polite" className={look.frame}>
      {isBuilding(build) && (
        <>
          <span>{text.preparing}</span>
          <progress
            className={look.progress}
            max={100}
            value={build.progress}
            aria-label={text.progress}
          />
        </>
      )}
      {build?.status === 'failed' && <span role="alert">{text.failed}</span>}
      {ready && look.ready !== undefined ? <div className={look.ready}>{ready}</div> : ready}
    </div>
  );
};

import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render.tsx';
import {
  FileBuildStatus,
  type FileBuild,
  type FileBuildStatusProps,
} from './file-build-status.tsx';

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('#lib/downloads.ts', () => ({ saveBlob }));
afterEach(() => {
  cleanup();
  saveBlob.mockClear();
});

const build = (patch: Partial<FileBuild>): FileBuild => ({
  id: 'e1',
  status: 'running',
  progress: 40,
  file_name: null,
  expires_at: '2026-01-02T10:00:00.000Z',
  ...patch,
});

const text: FileBuildStatusProps['text'] = {
  preparing: 'Preparing',
  progress: 'Progress',
  failed: 'It failed',
  download: 'Download',
  keptUntil: (date) => `Kept until ${date}`,
};

const show = (current: FileBuild, download: FileBuildStatusProps['download'] = vi.fn()) =>
  renderWithProviders(
    <FileBuildStatus build={current} download={download} text={text} look={{}} />,
  );

describe('FileBuildStatus', () => {
  it('shows a named progress bar while the file is built', async () => {
    await show(build({ status: 'queued', progress: 40 }));
    expect(screen.getByText('Preparing')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('value')).toBe('40');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a failure as an alert', async () => {
    await show(build({ status: 'failed' }));
    expect(screen.getByRole('alert').textContent).toBe('It failed');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offers the ready file and saves what the download brings', async () => {
    const blob = new Blob(['zip']);
    const download = vi.fn(() => Promise.resolve({ blob, fileName: 'data.zip' }));
    await show(build({ status: 'ready', progress: 100, file_name: 'data.zip' }), download);
    expect(screen.getByText('data.zip')).toBeTruthy();
    expect(screen.getByText(/^Kept until /)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, 'data.zip'));
    expect(download).toHaveBeenCalledWith('e1', 'data.zip');
  });
});

import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileTooLargeDetails } from '@parytet/contract/errors';
import { reportsRoutes } from '@parytet/contract/routes/reports';
import { ApiError } from '#lib/api-error.ts';
import { answerRoute } from '#testing/fake-api.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { UploadForm } from './upload-form.tsx';

vi.mock('#lib/api/call.ts', async (importOriginal) =>
  (await import('#testing/fake-api.ts')).fakeCallModule(importOriginal),
);

/** The upload call, given the form's fields. */
const uploadReport = vi.fn();

afterEach(() => {
  cleanup();
  uploadReport.mockReset();
});

const file = (name: string, size = 2048) => {
  const f = new File(['ID,Gender'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

const setup = async (lng: 'en' | 'pl' = 'en') => {
  answerRoute(reportsRoutes.upload, ({ body }) => uploadReport(body));
  await renderWithProviders(<UploadForm />, { lng });
  const user = userEvent.setup({ applyAccept: false });
  const label = await screen.findByRole('textbox', {
    name: lng === 'en' ? 'Report name' : 'Nazwa raportu',
  });
  const input = screen.getByLabelText(lng === 'en' ? /Salary file/ : /Plik z wynagrodzeniami/, {
    selector: 'input[type=file]',
  });
  const submit = screen.getByRole('button', { name: lng === 'en' ? 'Upload' : 'Prześlij' });
  return { user, label, input, submit };
};

describe('UploadForm client checks', () => {
  it('asks for a label and a file before sending anything', async () => {
    const { user, submit } = await setup();
    await user.click(submit);
    expect(await screen.findByText('Please provide a label.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a file to upload.')).toBeInTheDocument();
    expect(uploadReport).not.toHaveBeenCalled();
  });

  it('checks the label format and length', async () => {
    const { user, label, submit } = await setup();
    await user.type(label, 'Raport: 2025/Q1');
    await user.click(submit);
    expect(
      await screen.findByText('The label may contain only letters, digits, spaces and hyphens.'),
    ).toBeInTheDocument();
    await user.clear(label);
    await user.type(label, 'a'.repeat(121));
    expect(
      await screen.findByText('The label may be at most 120 characters long.'),
    ).toBeInTheDocument();
  });

  it('refuses other formats and files over 10 MB, and re-checks on every change', async () => {
    const { user, input, submit, label } = await setup();
    await user.type(label, 'Wynagrodzenia 2025');
    await user.upload(input, file('salaries.pdf'));
    await user.click(submit);
    expect(await screen.findByText('Please choose a CSV, XLS or XLSX file.')).toBeInTheDocument();
    await user.upload(input, file('salaries.xlsx', 10_485_761));
    expect(
      await screen.findByText('The file is too large. The limit is 10 MB.'),
    ).toBeInTheDocument();
    await user.upload(input, file('salaries.xlsx', 10_485_760));
    expect(
      screen.queryByText('The file is too large. The limit is 10 MB.'),
    ).not.toBeInTheDocument();
    expect(uploadReport).not.toHaveBeenCalled();
  });

  it('holds the file to the plan’s own size limit, from the limits call', async () => {
    answerRoute(reportsRoutes.limits, {
      how_many_reports_allowed: 1000,
      current_report_count: 0,
      report_max_records_allowed: 1_000_000,
      report_max_upload_bytes: 67_108_864,
    });
    uploadReport.mockResolvedValue({ id: '7d0f6a1e-7a7e-4d0a-9a55-1a1f3c6a2b10' });
    const { user, input, submit, label } = await setup();
    expect(await screen.findByText(/CSV, XLS or XLSX, up to 64 MB\./)).toBeInTheDocument();
    await user.type(label, 'Wynagrodzenia 2025');
    await user.upload(input, file('salaries.csv', 67_108_865));
    await user.click(submit);
    expect(
      await screen.findByText('The file is too large. The limit is 64 MB.'),
    ).toBeInTheDocument();
    await user.upload(input, file('salaries.csv', 54_000_000));
    await user.click(submit);
    expect(uploadReport).toHaveBeenCalledTimes(1);
  });

  it('names the limit the server answered FILE_TOO_LARGE with', async () => {
    uploadReport.mockImplementation(() => {
      throw new ApiError(
        { error: 'FILE_TOO_LARGE', message: 'x', details: fileTooLargeDetails(33_554_432) },
        413,
      );
    });
    const { user, input, submit, label } = await setup('pl');
    await user.type(label, 'Q1');
    await user.upload(input, file('salaries.csv'));
    await user.click(submit);
    expect(await screen.findByText('Plik jest za duży. Limit to 32 MB.')).toBeInTheDocument();
  });

  it('takes exactly one dropped file', async () => {
    const { user, submit, label } = await setup();
    await user.type(label, 'Q1');
    const area = screen.getByText('Drag and drop your file here, or').parentElement as HTMLElement;
    fireEvent.drop(area, { dataTransfer: { files: [file('a.csv'), file('b.csv')] } });
    await user.click(submit);
    expect(await screen.findByText('Please choose just one file.')).toBeInTheDocument();
    expect(uploadReport).not.toHaveBeenCalled();
  });

  it('sends a valid form once and blocks repeated clicks while it is sending', async () => {
    let finish: (value: { id: string }) => void = () => undefined;
    uploadReport.mockImplementation(
      () => new Promise<{ id: string }>((resolve) => (finish = resolve)),
    );
    const { user, label, input, submit } = await setup();
    await user.type(label, 'Wynagrodzenia 2025');
    await user.upload(input, file('salaries.csv'));
    await user.click(submit);
    await user.click(submit);
    await user.type(label, '{Enter}');
    expect(uploadReport).toHaveBeenCalledTimes(1);
    expect(uploadReport.mock.calls[0]?.[0]).toMatchObject({ label: 'Wynagrodzenia 2025' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    finish({ id: '7d0f6a1e-7a7e-4d0a-9a55-1a1f3c6a2b10' });
  });

  it('asks for the currency (PLN) and the period (last calendar year) and sends them', async () => {
    uploadReport.mockResolvedValue({ id: '7d0f6a1e-7a7e-4d0a-9a55-1a1f3c6a2b10' });
    const { user, label, input, submit } = await setup();
    const year = new Date().getUTCFullYear() - 1;
    const currency = screen.getByRole('combobox', { name: /Currency/ });
    const start = screen.getByLabelText('Period start');
    const end = screen.getByLabelText('Period end');
    expect(currency).toHaveValue('PLN');
    expect(start).toHaveValue(`${year}-01-01`);
    expect(end).toHaveValue(`${year}-12-31`);
    expect(screen.getByRole('option', { name: 'EUR · Euro' })).toBeInTheDocument();

    await user.type(label, 'Montgomery');
    await user.selectOptions(currency, 'USD');
    fireEvent.change(start, { target: { value: '2025-04-01' } });
    fireEvent.change(end, { target: { value: '2026-03-31' } });
    await user.upload(input, file('salaries.csv'));
    await user.click(submit);
    expect(uploadReport).toHaveBeenCalledTimes(1);
    expect(uploadReport.mock.calls[0]?.[0]).toMatchObject({
      label: 'Montgomery',
      currency: 'USD',
      period_start: '2025-04-01',
      period_end: '2026-03-31',
    });
  });

  it('refuses a period that ends before it starts', async () => {
    const { user, label, input, submit } = await setup('pl');
    await user.type(label, 'Q1');
    fireEvent.change(screen.getByLabelText('Początek okresu'), {
      target: { value: '2025-12-01' },
    });
    fireEvent.change(screen.getByLabelText('Koniec okresu'), { target: { value: '2025-01-31' } });
    await user.upload(input, file('salaries.csv'));
    await user.click(submit);
    expect(
      await screen.findByText('Koniec okresu nie może być wcześniejszy niż jego początek.'),
    ).toBeInTheDocument();
    expect(uploadReport).not.toHaveBeenCalled();
  });

  it('speaks Polish', async () => {
    const { user, submit } = await setup('pl');
    await user.click(submit);
    expect(await screen.findByText('Podaj nazwę raportu.')).toBeInTheDocument();
    expect(screen.getByText('Wybierz plik do przesłania.')).toBeInTheDocument();
  });
});

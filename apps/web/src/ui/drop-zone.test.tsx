import { uploadPolicies } from '@advice/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropZone } from './drop-zone.tsx';
import { useChosenFileUpload } from './file-upload.tsx';

afterEach(() => vi.unstubAllGlobals());

const pdf = (name = 'Signed letter.pdf', size = 2048) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const inputOf = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const zoneOf = () => inputOf().parentElement as HTMLElement;
/** The texts the chooser is described by, in order, as a screen reader reads them after its name. */
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('the drop zone', () => {
  it('is named by its field and its action, says what it takes, and hands over a chosen file (click or keyboard)', () => {
    const onFiles = vi.fn();
    render(
      <DropZone
        label="Letter of authority"
        action="Upload the signed letter"
        policy={uploadPolicies.letterOfAuthority}
        onFiles={onFiles}
      />,
    );
    const input = screen.getByLabelText('Upload the signed letter');
    expect(input).toBe(screen.getByLabelText('Letter of authority'));
    expect(input.getAttribute('accept')).toBe('.pdf,application/pdf');
    expect(descriptionOf(input)).toEqual(['PDF, up to 25 MB']);
    expect(screen.getByText('or drop it here')).toBeTruthy();
    const file = pdf();
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
  });

  it('takes a dropped file (the first, unless it takes several), showing the zone as a target while a file is over it', () => {
    const onFiles = vi.fn();
    const { rerender } = render(<DropZone action="Choose a file" policy={uploadPolicies.caseDocument} onFiles={onFiles} />);
    fireEvent.dragEnter(zoneOf(), { dataTransfer: { files: [] } });
    fireEvent.dragOver(zoneOf(), { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zoneOf().className).toContain('drop-zone--over');
    const [first, second] = [pdf('one.pdf'), pdf('two.pdf')];
    fireEvent.drop(zoneOf(), { dataTransfer: { files: [first, second] } });
    expect(zoneOf().className).not.toContain('drop-zone--over');
    expect(onFiles).toHaveBeenLastCalledWith([first]);
    rerender(<DropZone action="Choose files" policy={uploadPolicies.caseDocument} isMultiple onFiles={onFiles} />);
    fireEvent.drop(zoneOf(), { dataTransfer: { files: [first, second] } });
    expect(onFiles).toHaveBeenLastCalledWith([first, second]);
    expect(screen.getByText('or drop them here')).toBeTruthy();
  });

  it('shows the refusal beside it, announced, marking the chooser and read with it', () => {
    render(<DropZone action="Upload a photo" policy={uploadPolicies.avatar} error="“setup.exe” is a .exe file." onFiles={vi.fn()} />);
    const input = screen.getByLabelText('Upload a photo');
    expect(screen.getByRole('alert').textContent).toBe('“setup.exe” is a .exe file.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toEqual(['PNG, JPG, GIF or WebP, up to 5 MB', '“setup.exe” is a .exe file.']);
  });

  it('shows the chosen file’s name and size and the progress of its sending; while busy nothing more is taken', () => {
    const onFiles = vi.fn();
    render(
      <DropZone
        action="Choose a file"
        policy={uploadPolicies.caseDocument}
        chosen={pdf('Annual review.pdf', 340 * 1024)}
        progress={0.4}
        progressLabel="Uploading the document"
        isBusy
        onFiles={onFiles}
      />,
    );
    expect(screen.getByText('Annual review.pdf')).toBeTruthy();
    expect(screen.getByText('340 KB')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploading the document' }).getAttribute('value')).toBe('0.4');
    expect(screen.getByText('40%')).toBeTruthy();
    expect((inputOf() as HTMLInputElement).disabled).toBe(true);
    fireEvent.drop(zoneOf(), { dataTransfer: { files: [pdf()] } });
    expect(onFiles).not.toHaveBeenCalled();
  });
});

/** A card that sends a chosen file by its policy, as the avatar, letter and scan uploads do. */
function Uploader({ purpose, send }: { purpose: 'letterOfAuthority' | 'logo'; send: (form: FormData) => Promise<unknown> }) {
  const policy = uploadPolicies[purpose];
  const { progress, error, chosen, choose } = useChosenFileUpload(policy);
  const [sent, setSent] = useState(0);
  return (
    <>
      <DropZone
        action="Upload"
        policy={policy}
        chosen={chosen}
        progress={progress}
        error={error}
        isBusy={progress !== null}
        onFiles={(files) => void choose((form) => send(form).then(() => setSent((n) => n + 1)))(files)}
      />
      <p>Sent {sent}</p>
    </>
  );
}

describe('a file sent as soon as it is chosen', () => {
  it('refuses a program as a type not allowed, before sending anything; then sends a good file as the policy’s field, with its progress', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn((_form: FormData) => new Promise<void>((resolve) => (finish = resolve)));
    render(<Uploader purpose="letterOfAuthority" send={send} />);
    fireEvent.change(inputOf(), { target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('“setup.exe” is a .exe file. Upload a PDF file.');
    expect(send).not.toHaveBeenCalled();

    const letter = pdf();
    fireEvent.change(inputOf(), { target: { files: [letter] } });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0].get('letter')).toBe(letter);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByText('Signed letter.pdf')).toBeTruthy();
    finish();
    await screen.findByText('Sent 1');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses an image narrower than its place before sending it, naming its size and the least width', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 100, height: 40, close: () => undefined }));
    const send = vi.fn(async (_form: FormData) => undefined);
    render(<Uploader purpose="logo" send={send} />);
    fireEvent.change(inputOf(), { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('“logo.png” is 100 × 40 px; an image here must be at least 120 px wide.');
    expect(send).not.toHaveBeenCalled();
  });
});

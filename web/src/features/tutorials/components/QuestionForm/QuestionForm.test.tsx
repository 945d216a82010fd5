// @vitest-environment jsdom
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../../../test-utils/render';
import { createQueryClient } from '../../../../api/query-client';
import { QUESTION_FAILED, QuestionForm } from './QuestionForm';

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Notifications />
      <QuestionForm />
    </QueryClientProvider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Frage senden' }));

function fillValid() {
  type(/^Name/, '  Dr. Berg ');
  type(/^E-Mail/, 'Berg@Example.com');
  type(/^Ihre Frage/, 'Wie lege ich eine eigene Vorlage an?');
}

describe('Component: QuestionForm', () => {
  it('shows the schema messages for name, e-mail and question on an empty submit and sends nothing', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    submit();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Question is required')).toBeTruthy();
    expect(field(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^Name/));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects an invalid e-mail address and clears a message once the field changes', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    type(/^Name/, 'Dr. Berg');
    type(/^E-Mail/, 'berg@');
    type(/^Ihre Frage/, 'Frage');
    submit();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(document.activeElement).toBe(field(/^E-Mail/));
    type(/^E-Mail/, 'berg@example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('posts the cleaned question without an empty subject, then clears the form and confirms', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ message: 'ok' }));
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    fillValid();
    type(/^Betreff/, '   ');
    submit();
    expect(await screen.findByText('Question Submitted')).toBeTruthy();
    expect(screen.getByText("Thank you! We'll get back to you soon.")).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [path, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Dr. Berg',
      email: 'berg@example.com',
      message: 'Wie lege ich eine eigene Vorlage an?',
    });
    for (const label of [/^Name/, /^E-Mail/, /^Betreff/, /^Ihre Frage/]) expect(field(label).value).toBe('');
  });

  it('keeps the input and shows the failure toast when the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Interner Fehler' }, { status: 500 })),
    );
    renderForm();
    fillValid();
    submit();
    expect(await screen.findByText(QUESTION_FAILED)).toBeTruthy();
    expect(screen.queryByText('Interner Fehler')).toBeNull();
    expect(field(/^Ihre Frage/).value).toBe('Wie lege ich eine eigene Vorlage an?');
  });

  it("shows the server's message when the sender is throttled (429)", async () => {
    const throttled = 'Zu viele Anfragen. Bitte versuchen Sie es in 12 Minuten erneut.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: throttled }, { status: 429 })),
    );
    renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(screen.getByText(throttled)).toBeTruthy());
    expect(screen.queryByText(QUESTION_FAILED)).toBeNull();
  });
});

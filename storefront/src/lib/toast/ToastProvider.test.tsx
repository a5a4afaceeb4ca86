import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from './ToastProvider';
import { useToast, type ToastOptions } from './useToast';

function Trigger({ options, label }: { options: ToastOptions; label: string }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>{label}</button>;
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Trigger label="first" options={{ title: 'Added to Cart!', description: 'SnapForm', duration: 3000 }} />
      <Trigger
        label="second"
        options={{ title: 'Submission Failed', description: 'Please try again or contact us directly.', variant: 'destructive' }}
      />
    </ToastProvider>,
  );
}

afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    renderToasts();
    await userEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByText('Added to Cart!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.queryByText('Added to Cart!')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again or contact us directly.');
  });

  it('hides after its duration, 5000 ms by default', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'second' }));
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Submission Failed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    // then the exit transition
    act(() => jest.advanceTimersByTime(400));
    expect(screen.queryByText('Submission Failed')).not.toBeInTheDocument();
  });

  it('refuses to be used outside its provider', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger label="x" options={{ title: 'x' }} />)).toThrow('useToast must be used within a ToastProvider');
    log.mockRestore();
  });
});

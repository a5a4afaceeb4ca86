import { createContext } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen (TOAST_DEFAULT_MS when omitted). */
  duration?: number;
}

export interface ToastApi {
  /** Shows the toast, replacing any toast on screen (one at a time). */
  toast(options: ToastOptions): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

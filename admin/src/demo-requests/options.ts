import type { Option } from '@voosh/shared';

/** The label of a demo form option value ('hr' -> 'Human Resources'); the value itself when unknown; '—' when empty. */
export function optionLabel(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return '—';
  return options.find((option) => option.value === value)?.label ?? value;
}

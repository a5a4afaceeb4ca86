import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';

/**
 * A full-width search box with a search icon; `label` names it for assistive technology. An
 * outlined input on its own, as it has no visible label: MUI's TextField would bring its select
 * (with the popover and modal it opens) into every page with a search box.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  onEnter,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when Enter is pressed in the box. */
  onEnter?: () => void;
}) {
  return (
    <OutlinedInput
      type="search"
      fullWidth
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (onEnter && event.key === 'Enter') onEnter();
      }}
      inputProps={{ 'aria-label': label, enterKeyHint: 'search' }}
      startAdornment={
        <InputAdornment position="start">
          <SearchOutlined aria-hidden />
        </InputAdornment>
      }
    />
  );
}

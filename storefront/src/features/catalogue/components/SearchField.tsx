import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** A full-width search box with a search icon; `label` names it for assistive technology. */
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
    <TextField
      type="search"
      fullWidth
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (onEnter && event.key === 'Enter') onEnter();
      }}
      slotProps={{
        htmlInput: { 'aria-label': label, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

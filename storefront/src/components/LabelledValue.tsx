import Typography from '@mui/material/Typography';

/** A small caption over a bold value, e.g. "Setup" over "$250". */
export function LabelledValue({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </div>
  );
}

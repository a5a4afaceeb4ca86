import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';

/** Flips between the light and dark themes (the choice is stored under 'theme'). */
export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const active = mode === 'system' ? systemMode : mode;
  const next = active === 'dark' ? 'light' : 'dark';
  return (
    <IconButton color="inherit" aria-label={`Switch to ${next} theme`} onClick={() => setMode(next)}>
      {active === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}

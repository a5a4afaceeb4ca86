import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useHydrated } from '../../../lib/useHydrated';

/**
 * Flips between the light and dark themes (the choice is stored under 'theme'). The server, which
 * cannot know the stored choice, renders the light theme's button; so does hydration, then the
 * button follows the stored choice.
 */
export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const hydrated = useHydrated();
  const active = !hydrated ? 'light' : mode === 'system' ? systemMode : mode;
  const next = active === 'dark' ? 'light' : 'dark';
  return (
    <IconButton color="inherit" aria-label={`Switch to ${next} theme`} onClick={() => setMode(next)}>
      {active === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}

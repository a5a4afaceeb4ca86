import AccountTree from '@mui/icons-material/AccountTree';
import AllInclusive from '@mui/icons-material/AllInclusive';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Bolt from '@mui/icons-material/Bolt';
import Calculate from '@mui/icons-material/Calculate';
import Campaign from '@mui/icons-material/Campaign';
import EventNote from '@mui/icons-material/EventNote';
import Groups from '@mui/icons-material/Groups';
import Inventory2 from '@mui/icons-material/Inventory2';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Star from '@mui/icons-material/Star';
import SupportAgent from '@mui/icons-material/SupportAgent';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** The Material icons the catalogue data names (arms and tiers); unknown names fall back to AutoAwesome. */
const ICONS = {
  AccountTree,
  AllInclusive,
  AutoAwesome,
  Bolt,
  Calculate,
  Campaign,
  EventNote,
  Groups,
  Inventory2,
  MonitorHeart,
  Star,
  SupportAgent,
  TrendingUp,
} as const;

export function CatalogueIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = ICONS[name as keyof typeof ICONS] ?? AutoAwesome;
  return <Icon aria-hidden {...props} />;
}

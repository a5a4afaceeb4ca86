import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BRAND } from '@voosh/shared';
import { Title, useGetIdentity } from 'react-admin';

/** Landing screen of the console (/admin and /admin/dashboard). */
export function Dashboard() {
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Welcome to the {BRAND} admin console
        </Typography>
        <Typography color="text.secondary">
          {identity?.fullName ? `Signed in as ${identity.fullName}. ` : ''}
          Demo requests, purchase requests and users will be managed here.
        </Typography>
      </CardContent>
    </Card>
  );
}

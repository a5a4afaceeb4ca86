import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

/** A titled list of short items (a package's tools, a product's features). */
export function CheckList({ title, items }: { title?: string; items: readonly string[] }) {
  return (
    <>
      {title && (
        <Typography variant="subtitle2" component="p" sx={{ mt: 2 }}>
          {title}
        </Typography>
      )}
      <List dense disablePadding>
        {items.map((item) => (
          <ListItem key={item} disableGutters>
            <ListItemIcon sx={{ minWidth: 28 }}>
              <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** The tools a complete package bundles. */
export function IncludesList({ product }: { product: { includes?: string[] | null } }) {
  return product.includes && product.includes.length > 0 ? <CheckList title="Includes:" items={product.includes} /> : null;
}

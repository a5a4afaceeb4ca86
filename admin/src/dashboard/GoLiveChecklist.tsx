import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GO_LIVE_TEXTS, type GoLiveItem } from '@voosh/shared';
import { useNotify } from 'react-admin';
import { Section } from '../common/Section';
import { useApiCall } from '../data/useApiCall';
import { dismissGoLiveItem, getGoLive } from './goLiveApi';

const GO_LIVE_KEY = ['go-live'];

/** GET the go-live checklist (every item, done, dismissed or open). */
export function useGoLive() {
  const call = useApiCall();
  return useQuery({ queryKey: GO_LIVE_KEY, queryFn: () => call(getGoLive) });
}

/** The go-live checklist: what is still as it came out of the box, each item until it is done or dismissed; nothing once none is left. */
export function GoLiveChecklist() {
  const call = useApiCall();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data } = useGoLive();
  const dismiss = useMutation({
    mutationFn: (item: GoLiveItem) => call(() => dismissGoLiveItem(item)),
    onSuccess: (checklist) => queryClient.setQueryData(GO_LIVE_KEY, checklist),
    onError: () => notify(GO_LIVE_TEXTS.dismissFailed, { type: 'error' }),
  });
  const open = data?.items.filter(({ done, dismissed }) => !done && !dismissed) ?? [];
  if (open.length === 0) return null;
  return (
    <Section title={GO_LIVE_TEXTS.title} subheader={GO_LIVE_TEXTS.intro}>
      <List disablePadding>
        {open.map(({ item }) => (
          <ListItem
            key={item}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                disabled={dismiss.isPending}
                onClick={() => dismiss.mutate(item)}
                aria-label={`${GO_LIVE_TEXTS.dismiss}: ${GO_LIVE_TEXTS.items[item].title}`}
              >
                {GO_LIVE_TEXTS.dismiss}
              </Button>
            }
            sx={{ pr: 12 }}
          >
            <ListItemText primary={GO_LIVE_TEXTS.items[item].title} secondary={GO_LIVE_TEXTS.items[item].todo} />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

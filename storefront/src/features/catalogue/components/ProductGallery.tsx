import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

/** The gallery's three pictures: local assets served by the app (storefront/public/images/product). */
export const GALLERY_IMAGES = [
  { src: '/images/product/workflow.svg', caption: 'Workflow overview' },
  { src: '/images/product/dashboard.svg', caption: 'Live dashboard' },
  { src: '/images/product/integrations.svg', caption: 'Connected tools' },
] as const;

const WIDTH = 640;
const HEIGHT = 400;

/** A large picture and three thumbnails that choose it (buttons, the chosen one pressed). */
export function ProductGallery({ name }: { name: string }) {
  const [shown, setShown] = useState(0);
  const image = GALLERY_IMAGES[shown]!;
  return (
    <Stack spacing={1.5} component="section" aria-label={`${name} pictures`}>
      <Box
        component="img"
        src={image.src}
        alt={`${name}: ${image.caption}`}
        width={WIDTH}
        height={HEIGHT}
        sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: 2, border: 1, borderColor: 'divider' }}
      />
      <Stack direction="row" spacing={1.5}>
        {GALLERY_IMAGES.map((thumbnail, index) => (
          <ButtonBase
            key={thumbnail.src}
            onClick={() => setShown(index)}
            aria-label={`Show picture ${index + 1} of ${GALLERY_IMAGES.length}: ${thumbnail.caption}`}
            aria-pressed={index === shown}
            sx={{
              flex: 1,
              minWidth: 0,
              borderRadius: 1.5,
              overflow: 'hidden',
              outline: 2,
              outlineOffset: 2,
              outlineColor: index === shown ? 'primary.main' : 'transparent',
              '&.Mui-focusVisible': { outlineColor: 'secondary.main' },
            }}
          >
            <Box
              component="img"
              src={thumbnail.src}
              alt=""
              width={WIDTH}
              height={HEIGHT}
              loading="lazy"
              sx={{ width: '100%', height: 'auto', display: 'block' }}
            />
          </ButtonBase>
        ))}
      </Stack>
    </Stack>
  );
}

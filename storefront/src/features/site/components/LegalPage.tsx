import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { EFFECTIVE_DATE } from '@voosh/shared';
import { PublicPage } from '../../../components/PublicPage';
import type { LegalDocument, LegalSection } from '../legalDocument';

/** Renders a legal document: title, effective date, numbered sections and an optional addendum. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <PublicPage title={document.title} intro={`Effective date: ${EFFECTIVE_DATE}`} maxWidth="md">
      <Typography sx={{ mb: 4 }}>{document.intro}</Typography>
      <Sections sections={document.sections} />
      {document.addendum && (
        <Box component="section" aria-labelledby="addendum-title">
          <Divider sx={{ my: 5 }} />
          <Typography id="addendum-title" variant="h3" component="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
            {document.addendum.title}
          </Typography>
          <Typography sx={{ mb: 4 }}>{document.addendum.intro}</Typography>
          <Sections sections={document.addendum.sections} level="h3" />
        </Box>
      )}
    </PublicPage>
  );
}

function Sections({ sections, level = 'h2' }: { sections: readonly LegalSection[]; level?: 'h2' | 'h3' }) {
  return sections.map((section, index) => (
    <Box key={section.heading} sx={{ mb: 4 }}>
      <Typography variant="h5" component={level} sx={{ mb: 1.5 }}>
        {index + 1}. {section.heading}
      </Typography>
      {section.paragraphs?.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
      {section.bullets && (
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {section.bullets.map((bullet) => (
            <Typography key={bullet} component="li" sx={{ mb: 0.75 }}>
              {bullet}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  ));
}

import { useDocumentTitle, useSiteSettings } from '@thrive/ui';
import { LegalPage } from '../common/LegalPage';
import { PRIVACY_POLICY } from './copy';

/** Privacy Policy (SPEC section 2): effective 20 September 2025, ten sections, Contact Us → /help. */
export default function PrivacyPage() {
  useDocumentTitle(PRIVACY_POLICY.title);
  const policy = PRIVACY_POLICY;
  // Who is responsible for the data, and where to write: set per deployment (runtime config).
  const { privacy } = useSiteSettings();
  return (
    <LegalPage
      headingId="privacy-heading"
      eyebrow={policy.eyebrow}
      heading={policy.heading}
      date={{ iso: policy.effectiveDate, label: policy.effectiveLabel }}
      intro={policy.intro}
      sections={policy.sections}
      sectionEnd={(section) =>
        section.id === 'contact' && (
          <p>
            {policy.controllerLabel} <strong>{privacy.controller}</strong>.{' '}
            {policy.privacyContactLabel}{' '}
            <a href={`mailto:${privacy.contactEmail}`}>{privacy.contactEmail}</a>.
          </p>
        )
      }
      contactPrompt={policy.contactPrompt}
      contactCta={policy.contactCta}
      contentsLabel={policy.contents}
    />
  );
}

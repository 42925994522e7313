import { useDocumentTitle, useSiteSettings } from '@thrive/ui';
import { LegalPage, legalIntroClassName } from '../common/LegalPage';
import { TERMS } from './copy';

/** Terms of Use and Community Guidelines (the sign-up page's Terms link opens it). */
export default function TermsPage() {
  useDocumentTitle(TERMS.title);
  const { privacy } = useSiteSettings();
  return (
    <LegalPage
      headingId="terms-heading"
      eyebrow={TERMS.eyebrow}
      heading={TERMS.heading}
      date={{ iso: TERMS.updatedDate, label: TERMS.updatedLabel }}
      intro={TERMS.intro}
      afterIntro={
        <p className={legalIntroClassName}>
          {TERMS.agreementLabel} <strong>{privacy.controller}</strong>.
        </p>
      }
      sections={TERMS.sections}
      contactPrompt={TERMS.contactPrompt}
      contactCta={TERMS.contactCta}
      contentsLabel={TERMS.contents}
    />
  );
}

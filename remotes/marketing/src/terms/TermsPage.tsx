import { useDocumentTitle, useSiteSettings } from '@thrive/ui';
import { LegalPage, legalIntroClassName } from '../common/LegalPage';
import { TERMS } from '../content/terms';

/** Terms of Use and Community Guidelines (the sign-up page's Terms link opens it). */
export default function TermsPage() {
  useDocumentTitle('Terms of Use');
  const { privacy } = useSiteSettings();
  return (
    <LegalPage
      headingId="terms-heading"
      heading={TERMS.heading}
      date={{ iso: TERMS.updatedDate, label: TERMS.updatedLabel }}
      intro={TERMS.intro}
      afterIntro={
        <p className={legalIntroClassName}>
          {TERMS.agreementLabel} <strong>{privacy.controller}</strong>.
        </p>
      }
      sections={TERMS.sections}
      contactPrompt="Something to report, or a question about these terms?"
      contactCta={TERMS.contactCta}
    />
  );
}

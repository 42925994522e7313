import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FORM_RESULT_PATHS, type FormResultName } from './formResults/paths';
import { PublicLayout } from './layout/PublicLayout';

// Each page is its own chunk: the home page never downloads the privacy policy.
const Home = lazy(() => import('./home/HomePage'));
const About = lazy(() => import('./about/AboutPage'));
const Pricing = lazy(() => import('./pricing/PricingPage'));
const Help = lazy(() => import('./help/HelpPage'));
const Privacy = lazy(() => import('./privacy/PrivacyPage'));
const DeleteAccount = lazy(() => import('./deleteAccount/DeleteAccountPage'));
const Terms = lazy(() => import('./terms/TermsPage'));
const NotFound = lazy(() => import('./notFound/NotFoundPage'));
// The pages e-mail links open share one small chunk.
const emailLinks = () => import('./emailLinks/EmailLinkPages');
const SubscriptionConfirm = lazy(() =>
  emailLinks().then((m) => ({ default: m.SubscriptionConfirmPage })),
);
const Unsubscribe = lazy(() => emailLinks().then((m) => ({ default: m.UnsubscribePage })));
const DeletionConfirm = lazy(() => emailLinks().then((m) => ({ default: m.DeletionConfirmPage })));
const DeletionCancel = lazy(() => emailLinks().then((m) => ({ default: m.DeletionCancelPage })));
// Where the public forms land when sent without JavaScript (publicForms.ts).
const FormResult = lazy(() => import('./formResults/FormResultPage'));

/** The marketing remote's route tree (SPEC section 2, "Public host routes"). */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<PublicLayout />}>
        <Route index element={<Home />} />
        <Route path="about" element={<About />} />
        <Route path="pricing" element={<Pricing />} />
        <Route path="help" element={<Help />} />
        <Route path="privacy" element={<Privacy />} />
        <Route path="delete-account" element={<DeleteAccount />} />
        <Route path="delete-account/confirm" element={<DeletionConfirm />} />
        <Route path="delete-account/cancel" element={<DeletionCancel />} />
        <Route path="newsletter/confirm" element={<SubscriptionConfirm />} />
        <Route path="newsletter/unsubscribe" element={<Unsubscribe />} />
        <Route path="terms" element={<Terms />} />
        {(Object.entries(FORM_RESULT_PATHS) as [FormResultName, string][]).map(([name, path]) => (
          <Route key={name} path={path.slice(1)} element={<FormResult name={name} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

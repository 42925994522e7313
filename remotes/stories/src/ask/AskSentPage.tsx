import { Link } from 'react-router-dom';
import { FormSuccess, useDocumentTitle } from '@thrive/ui';
import { STORY_PATHS } from '../paths';
import { ASK } from './askCopy';

/**
 * Where the ask form lands when sent without JavaScript (publicForms.ts). The crisis help is
 * on this page as on every page (the shell's "Need help now?"), and the API has marked an
 * urgent question for the moderators either way.
 */
export default function AskSentPage() {
  useDocumentTitle(ASK.sentTitle);
  return (
    <>
      <h1>{ASK.heading}</h1>
      <FormSuccess
        title={ASK.sentTitle}
        action={<Link to={STORY_PATHS.ask}>{ASK.askAnother}</Link>}
      >
        <p>{ASK.sent}</p>
      </FormSuccess>
    </>
  );
}

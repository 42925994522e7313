/**
 * How writers join (issue 44): the team recruits them (SPEC section 1), so the footer's writer
 * links and the home page's Start Writing lead here rather than to a form. Read from this
 * folder's catalog (./locales) when used.
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export const BECOME_WRITER_PAGE = {
  get title() {
    return i18n._('marketing.becomeWriter.page.title');
  },
  get description() {
    return i18n._('marketing.becomeWriter.page.description');
  },
  get heading() {
    return i18n._('marketing.becomeWriter.page.heading');
  },
  get lead() {
    return i18n._('marketing.becomeWriter.page.lead');
  },
  get criteriaHeading() {
    return i18n._('marketing.becomeWriter.page.criteriaHeading');
  },
  get criteria() {
    return i18n._('marketing.becomeWriter.page.criteria');
  },
  get howHeading() {
    return i18n._('marketing.becomeWriter.page.howHeading');
  },
  get how() {
    return i18n._('marketing.becomeWriter.page.how');
  },
  get contact() {
    return i18n._('marketing.becomeWriter.page.contact');
  },
  get signInHeading() {
    return i18n._('marketing.becomeWriter.page.signInHeading');
  },
  get signIn() {
    return i18n._('marketing.becomeWriter.page.signIn');
  },
};

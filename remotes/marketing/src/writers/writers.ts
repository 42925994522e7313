/**
 * A writer card on the home page's 'Our Writers' carousel (SPEC section 3). Its words are read
 * from this folder's catalog (./locales) when shown; English is the spec's copy.
 */
import { i18n } from '@thrive/i18n';
import './catalog';

export interface WriterCard {
  id: number;
  name: string;
  /** Their writer page, `/writers/<username>` (the stories remote); the API's sample writers
   * (services/reader-api/src/admin/seed/sampleData.ts, CARD_WRITERS) have the same usernames. */
  username: string;
  role: 'Writer' | 'Designer' | 'Developer' | 'Marketer' | 'Photographer';
  description: string;
  /** Card background; dark text (#1d1d1f) on it must keep a 4.5:1 contrast. */
  bgColor: string;
}

export const WRITERS: readonly WriterCard[] = [
  {
    id: 1,
    name: 'Chiamaka Obi',
    username: 'chiamaka.obi',
    role: 'Writer',
    get description() {
      return i18n._('marketing.writerCards.chiamaka');
    },
    bgColor: '#fde7cf',
  },
  {
    id: 2,
    name: 'Tunde Adeyemi',
    username: 'tunde.adeyemi',
    role: 'Designer',
    get description() {
      return i18n._('marketing.writerCards.tunde');
    },
    bgColor: '#dff0e8',
  },
  {
    id: 3,
    name: 'Zainab Bello',
    username: 'zainab.bello',
    role: 'Developer',
    get description() {
      return i18n._('marketing.writerCards.zainab');
    },
    bgColor: '#e4e6fb',
  },
  {
    id: 4,
    name: 'Emeka Nwosu',
    username: 'emeka.nwosu',
    role: 'Marketer',
    get description() {
      return i18n._('marketing.writerCards.emeka');
    },
    bgColor: '#fbe0e3',
  },
  {
    id: 5,
    name: 'Ifeoma Okafor',
    username: 'ifeoma.okafor',
    role: 'Photographer',
    get description() {
      return i18n._('marketing.writerCards.ifeoma');
    },
    bgColor: '#fff3c4',
  },
];

/** A writer's role as the card shows it, in the page's locale. */
export function roleLabel(role: WriterCard['role']): string {
  switch (role) {
    case 'Writer':
      return i18n._('marketing.writerCards.role.Writer');
    case 'Designer':
      return i18n._('marketing.writerCards.role.Designer');
    case 'Developer':
      return i18n._('marketing.writerCards.role.Developer');
    case 'Marketer':
      return i18n._('marketing.writerCards.role.Marketer');
    case 'Photographer':
      return i18n._('marketing.writerCards.role.Photographer');
  }
}

/** The carousel's own words (its slides are a lazy part: these load with them). */
export const WRITER_SLIDES = {
  get previous() {
    return i18n._('marketing.writerCards.previous');
  },
  get next() {
    return i18n._('marketing.writerCards.next');
  },
  show: (index: number, count: number) => i18n._('marketing.writerCards.show', { index, count }),
  readHidden: (name: string) => i18n._('marketing.writerCards.readHidden', { name }),
};

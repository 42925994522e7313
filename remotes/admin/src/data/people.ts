/**
 * Name, place and phone pools for the sample data: Nigerian names across the Yoruba, Igbo,
 * Hausa-Fulani, Edo, Efik, Ijaw and Tiv traditions, Nigerian states, and a few neighbouring
 * countries for the community's wider African reach.
 */
import type { Gender } from './types';

// prettier-ignore
export const FIRST_NAMES: Readonly<Record<Gender, readonly string[]>> = {
  F: [
    'Adaeze', 'Chiamaka', 'Ngozi', 'Chioma', 'Ifeoma', 'Amarachi', 'Nneka', 'Ebele', 'Uchenna',
    'Folake', 'Funmilayo', 'Adunni', 'Temitope', 'Oluwaseun', 'Yetunde', 'Bukola', 'Titilayo',
    'Abimbola', 'Damilola', 'Aisha', 'Zainab', 'Hauwa', 'Amina', 'Hadiza', 'Fatima', 'Maryam',
    'Efe', 'Osaretin', 'Ivie', 'Eno', 'Ekaette', 'Ebiere', 'Mnena', 'Simisola', 'Kemi', 'Ronke',
    'Ijeoma', 'Obiageli', 'Toyin', 'Halima',
  ],
  M: [
    'Chinedu', 'Emeka', 'Obinna', 'Ikenna', 'Chukwudi', 'Nnamdi', 'Kelechi', 'Tochukwu', 'Uche',
    'Oluwaseun', 'Babatunde', 'Adebayo', 'Olumide', 'Tunde', 'Femi', 'Segun', 'Kayode', 'Damilare',
    'Ayodele', 'Ibrahim', 'Musa', 'Abubakar', 'Sani', 'Usman', 'Aliyu', 'Yusuf', 'Osagie', 'Efosa',
    'Ehis', 'Etim', 'Bassey', 'Tamuno', 'Ebimobowei', 'Terver', 'Aondona', 'Dapo', 'Gbenga',
    'Ifeanyi', 'Olusegun', 'Jide',
  ],
};

// prettier-ignore
export const SURNAMES: readonly string[] = [
  'Okafor', 'Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Chukwu', 'Nwachukwu', 'Okeke', 'Onyekachi',
  'Adeyemi', 'Adebayo', 'Ogunleye', 'Olawale', 'Afolabi', 'Balogun', 'Ojo', 'Oyelaran', 'Bello',
  'Abubakar', 'Mohammed', 'Danjuma', 'Lawal', 'Garba', 'Suleiman', 'Osagie', 'Eweka',
  'Ekpo', 'Etuk', 'Bassey', 'Effiong', 'Amadi', 'Briggs', 'Ikiriko', 'Tarka', 'Iorfa',
  'Akande', 'Ogunbiyi', 'Uzor', 'Nnadi', 'Ogbu', 'Adeleke', 'Adekunle', 'Okoro', 'Ibe',
];

export interface Place {
  State: string;
  Country: string;
}

/** Weighted towards the big cities, as the community is. */
export const PLACES: readonly Place[] = [
  { State: 'Lagos', Country: 'Nigeria' },
  { State: 'Lagos', Country: 'Nigeria' },
  { State: 'Lagos', Country: 'Nigeria' },
  { State: 'FCT', Country: 'Nigeria' },
  { State: 'FCT', Country: 'Nigeria' },
  { State: 'Rivers', Country: 'Nigeria' },
  { State: 'Oyo', Country: 'Nigeria' },
  { State: 'Kano', Country: 'Nigeria' },
  { State: 'Kaduna', Country: 'Nigeria' },
  { State: 'Enugu', Country: 'Nigeria' },
  { State: 'Anambra', Country: 'Nigeria' },
  { State: 'Edo', Country: 'Nigeria' },
  { State: 'Delta', Country: 'Nigeria' },
  { State: 'Ogun', Country: 'Nigeria' },
  { State: 'Osun', Country: 'Nigeria' },
  { State: 'Kwara', Country: 'Nigeria' },
  { State: 'Imo', Country: 'Nigeria' },
  { State: 'Abia', Country: 'Nigeria' },
  { State: 'Cross River', Country: 'Nigeria' },
  { State: 'Akwa Ibom', Country: 'Nigeria' },
  { State: 'Plateau', Country: 'Nigeria' },
  { State: 'Benue', Country: 'Nigeria' },
  { State: 'Ondo', Country: 'Nigeria' },
  { State: 'Greater Accra', Country: 'Ghana' },
  { State: 'Nairobi', Country: 'Kenya' },
];

/** Nigerian mobile prefixes (MTN, Glo, Airtel, 9mobile). */
// prettier-ignore
export const PHONE_PREFIXES: readonly string[] = [
  '803', '806', '810', '813', '814', '816', '903', '906', '703', '706', '805', '807', '811',
  '815', '905', '802', '808', '812', '701', '708', '902', '907', '809', '817',
];

export const EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
];

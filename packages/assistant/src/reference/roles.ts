import type { EmploymentType, Seniority } from '#types.ts';

type RoleId =
  | 'software_developer'
  | 'ai_ml'
  | 'it_architect'
  | 'it_manager'
  | 'doctor'
  | 'nurse'
  | 'midwife'
  | 'pharmacist'
  | 'teacher'
  | 'driver'
  | 'manager'
  | 'technician'
  | 'clerk'
  | 'sales_worker'
  | 'craft_worker'
  | 'machine_operator'
  | 'elementary_worker'
  | 'farmer';

type ContractRows = Partial<Record<EmploymentType, Partial<Record<Seniority | 'all', string[]>>>>;

export type RoleDef = {
  id: RoleId;
  en: string;
  pl: string;
  /** Phrases (folded, matched with one typo allowed on 4+ letter words). */
  keywords: string[];
  /** Rows split by contract and seniority; `all` where the source does not split by level. */
  byContract?: ContractRows;
  /** Rows for the role whatever the contract and level (actual pay, gross, employment). */
  general?: string[];
  /** Whether the rows are for the whole major occupational group, not the role itself. */
  majorGroup?: boolean;
};

/*
 * Which reference rows answer which role. IT rows are job-board offers split by level and
 * contract; the newest row of each source is used. Everything else comes from GUS or the
 * Ministry of Education, unsplit by level or contract (employment contracts, gross).
 */
export const ROLES: readonly RoleDef[] = [
  {
    id: 'ai_ml',
    en: 'AI / machine-learning specialist',
    pl: 'specjalista AI / uczenia maszynowego',
    keywords: [
      'machine learning',
      'ml engineer',
      'ai engineer',
      'ai specialist',
      'data scientist',
      'uczenie maszynowe',
      'sztuczna inteligencja',
      'ai',
      'ml',
    ],
    byContract: { employment: { all: ['IT-015'] }, b2b: { all: ['IT-016'] } },
  },
  {
    id: 'it_architect',
    en: 'IT architect',
    pl: 'architekt IT',
    keywords: ['architect', 'architekt', 'software architect', 'solution architect'],
    byContract: { employment: { all: ['IT-025'] }, b2b: { all: ['IT-024'] } },
  },
  {
    id: 'it_manager',
    en: 'IT director or manager',
    pl: 'dyrektor lub kierownik IT',
    keywords: [
      'cto',
      'it director',
      'it manager',
      'dyrektor it',
      'kierownik it',
      'head of it',
      'head of engineering',
      'engineering manager',
    ],
    general: ['IT-031', 'OCC-002'],
  },
  {
    id: 'software_developer',
    en: 'software developer',
    pl: 'programista',
    keywords: [
      'developer',
      'programmer',
      'programista',
      'programistka',
      'software engineer',
      'inzynier oprogramowania',
      'frontend',
      'backend',
      'fullstack',
      'full stack',
      'java developer',
      'python developer',
      'javascript',
      'tester',
      'qa',
      'devops',
      'dev',
      'deweloper',
      'it specialist',
      'specjalista it',
    ],
    byContract: {
      employment: { junior: ['IT-023', 'IT-007'], mid: ['IT-008'], senior: ['IT-009'] },
      b2b: {
        junior: ['IT-021', 'IT-010', 'IT-026'],
        mid: ['IT-019', 'IT-011', 'IT-027'],
        senior: ['IT-012', 'IT-028', 'IT-017'],
      },
    },
    general: ['SEC-001', 'OCC-001'],
  },
  {
    id: 'doctor',
    en: 'doctor',
    pl: 'lekarz',
    keywords: ['doctor', 'physician', 'lekarz', 'lekarka'],
    general: ['OCC-003'],
  },
  {
    id: 'nurse',
    en: 'nurse',
    pl: 'pielęgniarka',
    keywords: ['nurse', 'pielegniarka', 'pielegniarz'],
    general: ['OCC-004'],
  },
  {
    id: 'midwife',
    en: 'midwife',
    pl: 'położna',
    keywords: ['midwife', 'polozna'],
    general: ['OCC-005'],
  },
  {
    id: 'pharmacist',
    en: 'pharmacist',
    pl: 'farmaceuta',
    keywords: ['pharmacist', 'farmaceuta', 'farmaceutka'],
    general: ['OCC-006'],
  },
  {
    id: 'teacher',
    en: 'teacher',
    pl: 'nauczyciel',
    keywords: ['teacher', 'nauczyciel', 'nauczycielka'],
    general: ['OCC-007', 'OCC-008', 'OCC-010', 'OCC-009'],
  },
  {
    id: 'driver',
    en: 'professional driver',
    pl: 'kierowca zawodowy',
    keywords: ['driver', 'truck driver', 'kierowca'],
    general: ['OCC-011'],
  },
  {
    id: 'manager',
    en: 'manager',
    pl: 'kierownik',
    keywords: [
      'manager',
      'kierownik',
      'kierowniczka',
      'dyrektor',
      'dyrektorka',
      'director',
      'head of',
      'menedzer',
      'menadzer',
    ],
    general: ['GRP-001', 'GRP-029'],
    majorGroup: true,
  },
  {
    id: 'technician',
    en: 'technician',
    pl: 'technik',
    keywords: ['technician', 'technik'],
    general: ['GRP-007'],
    majorGroup: true,
  },
  {
    id: 'clerk',
    en: 'office clerk',
    pl: 'pracownik biurowy',
    keywords: [
      'clerk',
      'office worker',
      'office assistant',
      'pracownik biurowy',
      'sekretarka',
      'secretary',
      'receptionist',
      'recepcjonista',
      'recepcjonistka',
    ],
    general: ['GRP-010'],
    majorGroup: true,
  },
  {
    id: 'sales_worker',
    en: 'shop or service worker',
    pl: 'sprzedawca lub pracownik usług',
    keywords: [
      'shop assistant',
      'cashier',
      'sprzedawca',
      'sprzedawczyni',
      'kasjer',
      'kasjerka',
      'waiter',
      'kelner',
      'kelnerka',
    ],
    general: ['GRP-013'],
    majorGroup: true,
  },
  {
    id: 'craft_worker',
    en: 'craft worker',
    pl: 'robotnik wykwalifikowany',
    keywords: [
      'electrician',
      'elektryk',
      'mechanic',
      'mechanik',
      'welder',
      'spawacz',
      'carpenter',
      'stolarz',
      'plumber',
      'hydraulik',
    ],
    general: ['GRP-019'],
    majorGroup: true,
  },
  {
    id: 'machine_operator',
    en: 'machine operator',
    pl: 'operator maszyn',
    keywords: ['machine operator', 'operator maszyn', 'operator', 'assembler', 'monter'],
    general: ['GRP-022'],
    majorGroup: true,
  },
  {
    id: 'elementary_worker',
    en: 'elementary worker',
    pl: 'pracownik przy pracach prostych',
    keywords: [
      'cleaner',
      'sprzataczka',
      'sprzatacz',
      'labourer',
      'laborer',
      'pracownik fizyczny',
      'prace proste',
    ],
    general: ['GRP-025'],
    majorGroup: true,
  },
  {
    id: 'farmer',
    en: 'farm worker',
    pl: 'rolnik',
    keywords: ['farmer', 'farm worker', 'rolnik'],
    general: ['GRP-016'],
    majorGroup: true,
  },
];

// /anti-doping-policy: the federation's anti-doping rules as they concern portal users.
import { ANTI_DOPING_VALIDITY_YEARS } from '@portal/contract/constants';
import { PolicyPage, type PolicySection } from '../components/policy-page';

const SECTIONS: readonly PolicySection[] = [
  {
    heading: 'The rules that apply',
    paragraphs: [
      'The Federation is a signatory of the World Anti-Doping Code. Its anti-doping rules implement the Code and the International Standards of the World Anti-Doping Agency (WADA), including the Prohibited List, which is updated every year on 1 January. Every athlete and athlete support person who takes part in an event of the Federation or of a member federation accepts these rules.',
    ],
  },
  {
    heading: 'Testing',
    paragraphs: [
      'Athletes may be tested in and out of competition, at any time and any place, without notice. Samples of urine or blood are collected by accredited doping control officers and analysed by WADA-accredited laboratories. Minors are always accompanied by a representative during sample collection.',
    ],
  },
  {
    heading: 'Whereabouts',
    paragraphs: [
      'Athletes included in the registered testing pool of the Federation or of their national anti-doping organisation must file their whereabouts each quarter, including one 60-minute slot each day when they can be found for testing. Three missed tests or filing failures within 12 months are an anti-doping rule violation. Athletes are told in writing when they enter or leave a testing pool.',
    ],
  },
  {
    heading: 'Responsibilities of athletes',
    items: [
      'You are responsible for every substance found in your body, whether or not you intended to use it.',
      'Check every medicine and supplement against the Prohibited List before use, and apply for a Therapeutic Use Exemption in good time when you need a prohibited substance for medical reasons.',
      'Be available for testing, cooperate with doping control officers and never tamper with the process.',
      'Complete the anti-doping education course and keep your anti-doping certificate valid in the portal.',
    ],
  },
  {
    heading: 'Responsibilities of legal guardians and support personnel',
    paragraphs: [
      'Parents and legal guardians of minor athletes confirm the anti-doping information of the minor in the portal, make sure the minor understands these rules and accompany or appoint a representative during doping control. Coaches, team staff, medical personnel and officials must know these rules, support clean sport and never use or give prohibited substances or methods.',
    ],
  },
  {
    heading: 'The anti-doping certificate',
    paragraphs: [
      `The portal records the year in which your anti-doping education certificate was issued. A certificate is valid for ${ANTI_DOPING_VALIDITY_YEARS} years: once ${ANTI_DOPING_VALIDITY_YEARS} or more years have passed since the year of issue, the portal shows it as expired and asks you to renew it. An athlete without a valid certificate cannot be entered for events that require one.`,
    ],
  },
  {
    heading: 'Consequences of a violation',
    paragraphs: [
      'Anti-doping rule violations lead to sanctions under the Code: disqualification of results, loss of medals and prize money, and a period of ineligibility of up to four years for a first violation and up to a lifetime for repeated or aggravated violations. Teams may lose results when a member commits a violation. Decisions can be appealed to the Court of Arbitration for Sport. Sanctions are published as the Code requires.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      'Questions about these rules, Therapeutic Use Exemptions or whereabouts go to the anti-doping office at antidoping@federation.example. Suspicions of doping can be reported in confidence through WADA’s Speak Up! platform.',
    ],
  },
];

export default function AntiDopingPolicyScreen() {
  return (
    <PolicyPage
      title="Anti-doping policy"
      updated="2026-11-01"
      intro="Clean sport protects every athlete's health and every result's meaning. This policy summarises the anti-doping rules that apply to everyone registered in the portal."
      sections={SECTIONS}
    />
  );
}

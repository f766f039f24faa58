// /privacy-policy: how the federation portal processes personal data.
import { PolicyPage, type PolicySection } from '../components/policy-page';

const SECTIONS: readonly PolicySection[] = [
  {
    heading: 'Who is responsible',
    paragraphs: [
      'The international roller sports federation ("the Federation", "we") is the controller of the personal data processed in this portal. National federations that are members of the Federation process the data of their own athletes and officials as separate controllers for their own purposes, and as our processors when they act in the portal on our behalf.',
    ],
  },
  {
    heading: 'What data we process',
    items: [
      'Account data: name, e-mail address, phone number, password (stored only as a secure hash), role and federation.',
      'Identity data: date of birth, gender, nationality, passport or national identity card number, its expiry date and a copy of the document, used to confirm eligibility and age group.',
      'Data about minors and their legal guardians: for athletes under the age of majority, the name and contact details of a parent or legal guardian and their consent.',
      'Sports data: disciplines, national federation, event entries, results, team rosters, jersey numbers and the WSK athlete identifier.',
      'Anti-doping data: whether an anti-doping education certificate has been obtained and the year it was issued, and any anti-doping rule violations and sanctions that affect eligibility.',
      'Payment data: orders, amounts, currencies, refunds and payment status. Card details are handled by our payment provider and never stored by the Federation.',
      'Technical data: sign-in records, IP addresses and error reports needed to keep the portal secure.',
    ],
  },
  {
    heading: 'Why we process it and on which legal basis',
    items: [
      'To run the membership, licensing and event-entry services you ask for (performance of a contract).',
      'To verify identity, age and nationality for fair competition and to apply the eligibility rules of our statutes (legitimate interest and contract).',
      'To fulfil the World Anti-Doping Code and our anti-doping rules (legal obligation and substantial public interest in clean sport).',
      'To keep accounting and tax records of payments (legal obligation).',
      "To protect minors, by involving a legal guardian where national law requires a parent's consent (consent of the holder of parental responsibility).",
      'To keep the portal secure and to fix errors (legitimate interest).',
    ],
  },
  {
    heading: 'Who receives your data',
    paragraphs: [
      'Your national federation, event organisers for the events you enter, technical officials, anti-doping organisations (the World Anti-Doping Agency and national anti-doping organisations) where the Code requires it, our payment provider and our hosting and e-mail providers under data-processing agreements. Results and rosters of public competitions are published. Where data leaves the European Economic Area we rely on adequacy decisions or the European Commission’s standard contractual clauses.',
    ],
  },
  {
    heading: 'How long we keep it',
    items: [
      'Account and sports data: while your account is active and for 2 years after its last use; competition results are kept permanently as part of the sport’s history.',
      'Identity documents: until their expiry, and at most 1 year after your last event.',
      'Anti-doping data: for the periods set by the International Standard for the Protection of Privacy and Personal Information (in most cases 10 years).',
      'Payment records: 10 years, as accounting law requires.',
      'You can delete your account at any time in the portal; financial records are then kept only in anonymised form.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may access, correct or delete your data, restrict or object to its processing, receive it in a portable format and withdraw a consent at any time without affecting earlier processing. A legal guardian exercises these rights for a minor. You may also complain to your data-protection supervisory authority.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'Data travels encrypted, passwords are hashed, access is limited by role and federation, and sign-ins expire. We notify you and the authorities of a personal-data breach where the law requires it.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      'For any question about this policy or your data, write to our data-protection officer at privacy@federation.example or use the contact form of the portal.',
    ],
  },
];

export default function PrivacyPolicyScreen() {
  return (
    <PolicyPage
      title="Privacy policy"
      updated="2026-11-01"
      intro="This policy explains which personal data the Federation processes when you use the portal as an athlete, official, team or federation administrator, why we do it and what rights you have."
      sections={SECTIONS}
    />
  );
}

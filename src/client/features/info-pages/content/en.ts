import type { InfoPagesContent } from '../info-page-content.ts'

const en: InfoPagesContent = {
  'different-membership-types': {
    title: 'Different Membership Types',
    summary:
      'Sino Club has two tiers: Ordinary and Privilege. Both give you a digital membership card with your member ID and QR code; Privilege adds offers for the people who live and work in our properties.',
    sections: [
      {
        heading: 'Privilege and Ordinary at a glance',
        table: {
          caption: 'What each membership tier offers',
          columns: ['', 'Ordinary', 'Privilege'],
          rows: [
            [
              'Who can join',
              'Anyone aged 18 or older, or a holder of the bank co-branded card',
              'Owners, tenants and residents of our properties, and group staff',
            ],
            ['Digital card and QR code', 'Yes', 'Yes'],
            ['Member activities and offers', 'Yes', 'Yes'],
            ['Parking discount', '—', '25% at participating car parks'],
            ['Birthday offers', '—', 'Yes'],
          ],
        },
      },
      {
        heading: 'Ordinary membership',
        points: [
          'Open to anyone aged 18 or older, and to holders of the bank co-branded card.',
          'Register online with your mobile number and e-mail address, then verify both to activate your account.',
          'Show your digital card or its QR code at our venues to enjoy member offers.',
        ],
      },
      {
        heading: 'Privilege membership',
        points: [
          'For owners, tenants and residents of the group’s properties, and for group staff.',
          'Enjoy a 25% parking discount and birthday offers.',
          'Apply when you register, or later from My Account › Upgrade with your supporting documents. Approval takes up to 14 business days and the result is sent by e-mail.',
        ],
      },
      {
        heading: 'Your card and your membership',
        points: [
          'A replacement physical card costs HK$80 and is mailed to you within 4 to 6 weeks.',
          'To resign your membership, please give 7 working days’ notice.',
        ],
      },
    ],
  },
  'explanation-privilege-membership': {
    title: 'Privilege Membership Explained',
    summary:
      'Privilege membership is for the people of our properties: those who own, rent or live in them (property type) and those who work for the group (employee type).',
    sections: [
      {
        heading: 'Property type: owners, tenants and residents',
        points: [
          'Owners, tenants and residents of a property of the group may apply.',
          'When a company owns or rents the property, at most two of its shareholders or directors may apply.',
          'Give the address of the property and upload a proof dated within the last three months: an ownership document or rates notice for owners, the lease for tenants, a utility bill or bank statement for residents.',
        ],
      },
      {
        heading: 'Employee type: group staff',
        points: [
          'Staff of the group’s companies may apply with their company and staff number.',
          'Upload a copy of your staff card as proof.',
        ],
      },
      {
        heading: 'What Privilege members enjoy',
        points: [
          'A 25% discount on hourly parking at participating car parks, with one Octopus card and one vehicle registered.',
          'Birthday offers in your birthday month.',
          'Everything Ordinary members enjoy.',
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          'Log in, open My Account › Upgrade and choose owner, resident, tenant and/or staff. Fill in the sections for your choices and upload your documents. We review each application within 14 business days and tell you the result by e-mail. A rejected application may be corrected and sent again.',
        ],
      },
    ],
  },
  'privilege-membership-document': {
    title: 'Supporting Documents for Privilege Membership',
    summary:
      'Upload one proof for each type you apply for. Every proof must be dated within the last three months and show your name and the property’s address.',
    sections: [
      {
        heading: 'Accepted proof',
        table: {
          caption: 'Proof accepted for each type of Privilege membership',
          columns: ['You are', 'Accepted proof'],
          rows: [
            ['Owner', 'Ownership document or rates notice'],
            ['Tenant', 'Lease (tenancy agreement)'],
            ['Resident', 'Utility bill or bank statement sent to the address'],
            ['Group staff', 'Staff card'],
          ],
        },
      },
      {
        heading: 'Company owners and tenants',
        points: [
          'If a company owns or rents the property, apply as one of its shareholders or directors; at most two may apply for each company.',
          'Add a document that shows your role in the company together with the company’s proof of address.',
        ],
      },
      {
        heading: 'Files',
        points: [
          'Formats: JPEG, JPG, PNG or PDF; up to 3 files, or 1 file for the staff card.',
          'A PDF may be at most 5 MB. Photos are reduced in size on your device before they are sent.',
          'Make sure every page is complete and easy to read; blurred or cut-off documents delay the review.',
        ],
      },
      {
        heading: 'After you submit',
        paragraphs: [
          'A registration that asks for Privilege without a document within 48 hours becomes an Ordinary membership. Reviews take up to 14 business days for an upgrade and the result is sent by e-mail.',
        ],
      },
    ],
  },
  'sino-parking-document': {
    title: 'Parking Privilege: Terms and Documents',
    summary:
      'Privilege members get 25% off hourly parking at participating car parks, paid with their registered Octopus card. These are the conditions and the documents we need.',
    sections: [
      {
        heading: 'Who can apply',
        points: [
          'Valid members only, for private cars or light goods vehicles.',
          'The applicant must be the registered owner of the vehicle.',
          'Each member may register one Octopus card and one vehicle plate.',
        ],
      },
      {
        heading: 'Documents',
        points: [
          'The vehicle registration document showing you as the registered owner.',
          'For a vehicle registered to a company: also an authorisation letter from the company and its annual return.',
          'Documents must be dated within the last three months where they carry a date.',
          'Up to 3 files of at most 5 MB each, in JPG, JPEG, PNG, DOC or PDF format.',
        ],
      },
      {
        heading: 'Terms of the offer',
        points: [
          'The offer is valid until 31 December of the year stated on your approval.',
          'It cannot be combined with hour-exemption or other special parking schemes; the lowest fee applies.',
          'Discounted fees are rounded up to the next 10 cents.',
          'Applications are reviewed within 14 business days and the result is sent by e-mail.',
        ],
      },
    ],
  },
  'personal-information-collection-statement': {
    title: 'Personal Information Collection Statement',
    summary:
      'This statement explains why Sino Club collects your personal data, how it is used and to whom it may be transferred, and your rights under the Personal Data (Privacy) Ordinance (Cap. 486).',
    sections: [
      {
        heading: 'Purposes of collection',
        points: [
          'To process your membership application and keep your account.',
          'To check your eligibility for Privilege membership and for the parking privilege.',
          'To issue your membership card and provide privileges, offers, activities and events.',
          'To send you one-time codes, account notices and replies to your enquiries.',
          'With your consent only, to send you news and offers of the Sino Group.',
          'To compile statistics that help us improve our services.',
        ],
      },
      {
        heading: 'Data we collect',
        paragraphs: [
          'Your name, salutation, mobile number, e-mail address, birth month, age range, address and property details, staff details, vehicle and Octopus card details, and the documents you upload. Fields marked with an asterisk are required: without them we cannot process your application.',
        ],
      },
      {
        heading: 'Transfer of personal data',
        points: [
          'Companies of the Sino Group, for the purposes above.',
          'Service providers that run systems, send messages, print cards or operate car parks for us, under a duty of confidentiality.',
          'Any person to whom we must disclose it by law or by order of a court.',
        ],
      },
      {
        heading: 'Access and correction',
        paragraphs: [
          'You may ask to see and to correct the personal data we hold about you. You can update most details yourself under Update profile. We may charge a reasonable fee for a copy of your data. You may withdraw your consent to direct marketing at any time, free of charge.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'Please send requests for access or correction, and questions about this statement, to our Personal Data Protection Officer through Customer Service.',
        ],
        links: [{ label: 'Contact Us', corporatePath: 'contact-us/' }],
      },
    ],
  },
}

export default en

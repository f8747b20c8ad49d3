import type { Translation } from '../i18n-types'

const en = {
  common: {
    skipLink: 'Skip to content',
    externalLinkHint: '(opens in a new tab)',
    pageOpened: 'Page opened: {title}',
    and: 'and',
    or: 'or',
  },
  dates: {
    long: '{day} {month} {year}',
    months: {
      january: 'January',
      february: 'February',
      march: 'March',
      april: 'April',
      may: 'May',
      june: 'June',
      july: 'July',
      august: 'August',
      september: 'September',
      october: 'October',
      november: 'November',
      december: 'December',
    },
    weekdays: {
      mo: 'Monday',
      tu: 'Tuesday',
      we: 'Wednesday',
      th: 'Thursday',
      fr: 'Friday',
      sa: 'Saturday',
      su: 'Sunday',
    },
  },
  loader: {
    busy: 'One moment, the page is still loading.',
  },
  languageSwitch: {
    label: 'Choose language',
    de: 'Deutsch',
    en: 'English',
  },
  navigation: {
    label: 'Main navigation',
    home: 'Home',
    services: 'Services',
    about: 'About us',
    contact: 'Contact',
    jobs: 'Driver jobs',
    cta: 'Request drivers',
    homeLink: '{company} – home',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
  },
  callUs: {
    linkName: 'Call us: {phone}',
    short: 'Call',
    talkToUs: 'Talk to us directly:',
    hours: 'Lines open',
    days: { mo: 'Mon', tu: 'Tue', we: 'Wed', th: 'Thu', fr: 'Fri', sa: 'Sat', su: 'Sun' },
    dayRange: '{first}–{last}',
    times: '{opens}–{closes}',
  },
  trust: {
    permit: 'Licensed to supply temporary staff (§\u00a01 AÜG)',
    permitLink: 'details in our legal notice',
    founded: 'Founded in {year}',
    drivers: '{count} drivers on our team',
    answer: 'We answer every enquiry within {hours}\u00a0{{hour|hours}}.',
    answerInPhoneHours:
      'We answer every enquiry within {hours}\u00a0{{hour|hours}} during our phone hours.',
    answerSoon: 'We’ll get back to you as soon as we can.',
    leadTime: {
      range: '{from}\u00a0to\u00a0{to}\u00a0hours',
      single: '{hours}\u00a0{{hour|hours}}',
    },
    billingModels: { hour: 'by the hour', shift: 'per shift', delivery: 'per delivery' },
    clients: 'Among those we drive for',
  },
  footer: {
    previewNotice:
      'Preview: this version of the website still contains placeholders and sample texts and is not meant to be published.',
    tagline: 'Delivery drivers for restaurants and delivery platforms in Berlin and Brandenburg.',
    quickLinks: 'Quick links',
    contact: 'Contact',
    social: 'Social media',
    legal: 'Legal',
    imprint: 'Legal notice',
    privacy: 'Privacy policy',
    copyright: '© {year} {company}. All rights reserved.',
  },
  meta: {
    home: {
      title: 'Delivery drivers for restaurants in Berlin and Brandenburg | {company}',
      description:
        'Delivery drivers on bikes, e-scooters or in cars for restaurants and delivery platforms in Berlin and Brandenburg – for a single shift, for peak times or for months.',
    },
    services: {
      title: 'Services and FAQ | {company}',
      description:
        'Drivers for delivery platforms, cover for shifts and peak times, and for longer periods. Answers to common questions about availability, vehicles and billing.',
    },
    about: {
      title: 'About us | {company}',
      description:
        'Who we are, our mission and our vision: delivery drivers for restaurants across Berlin and Brandenburg.',
    },
    contact: {
      title: 'Contact us | {company}',
      description:
        'Request delivery drivers for your restaurant by form, phone or callback, and we will get back to you.',
    },
    jobs: {
      title: 'Delivery driver jobs in Berlin and Brandenburg | {company}',
      description:
        'Open jobs at {company} for delivery riders and drivers by bike, e-scooter or car in Berlin and Brandenburg.',
    },
    imprint: {
      title: 'Legal notice | {company}',
      description: 'Legal notice and provider information for {company}.',
    },
    privacy: {
      title: 'Privacy policy | {company}',
      description: 'How {company} handles personal data on this website.',
    },
    notFound: {
      title: 'Page not found | {company}',
      description: 'This page does not exist.',
    },
    inquiryReceived: {
      title: 'Enquiry received | {company}',
      description: 'Your enquiry has reached us.',
    },
    inquiryNotSent: {
      title: 'Enquiry not sent | {company}',
      description: 'Your enquiry could not be sent.',
    },
    applicationReceived: {
      title: 'Application received | {company}',
      description: 'Your application has reached us.',
    },
    applicationNotSent: {
      title: 'Application not sent | {company}',
      description: 'Your application could not be sent.',
    },
    callbackReceived: {
      title: 'Callback request received | {company}',
      description: 'Your callback request has reached us.',
    },
    callbackNotSent: {
      title: 'Callback request not sent | {company}',
      description: 'Your callback request could not be sent.',
    },
  },
  home: {
    hero: {
      eyebrow: 'Driver staffing for Berlin and Brandenburg',
      title: 'Delivery drivers for your restaurant',
      lead: 'We provide restaurants and delivery platforms with drivers – on bikes, e-scooters or in cars, for a single shift or for months.',
      primaryCta: 'Request drivers',
      secondaryCta: 'See our services',
      promise: {
        heading: 'Drivers within {time}',
        text: 'Subject to availability, anywhere in Berlin and Brandenburg.',
      },
    },
    tiles: {
      heading: 'By bike, e-scooter or car',
      headingRoundTheClock: 'By bike, e-scooter or car – around the clock',
      bike: { title: 'Bicycle', text: 'Fast and emission-free through the city centre.' },
      escooter: {
        title: 'E-scooter',
        text: 'Quick through city traffic, ideal for mid-length trips.',
      },
      car: { title: 'Car', text: 'For larger orders and longer routes.' },
      roundTheClock: {
        title: '24/7',
        text: 'Any hour, seven days a week – by arrangement.',
      },
      hours: { title: 'Driving hours', text: 'Drivers can be booked: {hours}' },
    },
    features: {
      heading: 'Why restaurants work with us',
      intro: 'You focus on the kitchen; we take care of getting your orders to your customers.',
      trained: {
        title: 'Trained drivers',
        text: 'Every driver is trained before their first shift: {topics}.',
      },
      fast: {
        title: 'Available at short notice',
        text: 'We can usually have drivers with you within {time}, subject to availability.',
      },
      vehicles: {
        title: 'The right vehicle',
        text: 'Bicycle, e-scooter or car: pick what suits your delivery area and your orders.',
      },
      billing: {
        title: 'Flexible billing',
        text: 'Pay {models} – whichever makes sense for your business.',
        titleOne: 'How we bill',
        textOne: 'We bill {model}.',
      },
      region: {
        title: 'Berlin and Brandenburg',
        text: 'We work all over Berlin and Brandenburg – in the city centre and beyond.',
      },
      scalable: {
        title: 'For one shift or for months',
        text: 'Weekend cover or extra drivers for months: tell us how many drivers you need, and when.',
      },
    },
    testimonials: {
      heading: 'What restaurants say',
      note: 'Sample texts: these quotes are placeholders and will be replaced with real, approved customer feedback before launch.',
      first: {
        quote:
          'Since we started working with them, our orders arrive on time even on a Friday night.',
        author: '[Name]',
        role: '[Restaurant], Berlin',
      },
      second: {
        quote:
          'When two of our drivers couldn’t make it at short notice, we had cover fast. Paying per shift suits us perfectly.',
        author: '[Name]',
        role: '[Restaurant], Potsdam',
      },
      third: {
        quote: 'The drivers are friendly, know their way around and handle our food with care.',
        author: '[Name]',
        role: '[Delivery service], Berlin',
      },
    },
    cta: {
      title: 'Need extra drivers for your deliveries?',
      text: 'Tell us when you need drivers and how many, and we’ll get back to you with a proposal.',
      button: 'Request drivers now',
    },
  },
  services: {
    header: {
      title: 'Our services',
      lead: 'Three ways we support your delivery business across Berlin and Brandenburg.',
    },
    cardCta: 'Enquire',
    platforms: {
      title: 'Drivers for delivery platforms',
      text: 'Run a delivery platform? We supply drivers to deliver your orders.',
    },
    shifts: {
      title: 'Shift and peak-time cover',
      text: 'Weekends and rush hours: extra drivers for the shifts you need them for.',
    },
    longTerm: {
      placement: {
        title: 'Long-term placement',
        text: 'Want to take drivers onto your own payroll? We place drivers with you to join your own team.',
      },
      assignment: {
        title: 'Long-term assignment',
        text: 'Need extra drivers for months? We can assign drivers to you for longer periods: the same person for up to 18\u00a0months, the longest the law allows (Section\u00a01 (1b) AÜG).',
      },
      contract: {
        title: 'Long-term support',
        text: 'Need extra drivers for months? We can agree a longer-term arrangement with you.',
      },
    },
    faq: {
      heading: 'Frequently asked questions',
      availability: {
        question: 'How quickly can you provide drivers?',
        answer: 'Usually within {time} of your request, subject to availability.',
        answerUnstated:
          'That depends on how many drivers you need and from when. Ask us and we’ll tell you when we can have drivers with you.',
      },
      vehicles: {
        question: 'What vehicles do your drivers use?',
        answer:
          'Bicycles, e-scooters or cars. We work out with you which one suits your delivery area.',
      },
      region: {
        question: 'Which areas do you cover?',
        answer: 'We provide drivers in Berlin and Brandenburg.',
      },
      billing: {
        question: 'How does billing work?',
        answer: 'It’s up to you: {models}.',
        answerOne: 'We bill {model}.',
        answerUnstated: 'We agree with you how we bill before the first shift starts.',
      },
      duration: {
        question: 'Can I book drivers for just a single shift?',
        answer:
          'Yes. You can request drivers for single shifts and peak times, or for longer periods.',
      },
    },
    cta: {
      title: 'Still have a question?',
      text: 'Give us a call or drop us a line – we’re happy to talk it through.',
      button: 'Get in touch',
    },
  },
  about: {
    header: {
      title: 'About us',
      lead: 'Delivery drivers for restaurants and platforms across Berlin and Brandenburg: who we are and what we aim for.',
    },
    mission: {
      title: 'Our mission',
      text: 'Restaurants and delivery platforms should be able to count on their drivers: every order should reach its customer with care and in time, whenever drivers are needed. That is what we work for.',
    },
    vision: {
      title: 'Our vision',
      text: 'We want to be the partner restaurants in Berlin and Brandenburg trust for delivery drivers: flexible to work with and fair to everyone involved.',
    },
    company: {
      heading: 'Who we are',
      firm: 'Company',
      managingDirectors: 'Managing directors',
      owner: 'Owner',
      partners: 'Partners',
      founded: 'Founded',
      team: 'Team',
      drivers: '{count} drivers',
      permit: 'Licence',
    },
    cta: {
      title: 'Let’s get to know each other',
      text: 'Tell us about your business and we’ll find the right support together.',
      button: 'Get in touch',
    },
  },
  contact: {
    header: {
      title: 'Contact',
      lead: 'Tell us when you need drivers and how many.',
    },
    info: {
      heading: 'How to reach us',
      phone: 'Phone',
      email: 'Email',
      callbackTitle: 'Would you rather we called you?',
      callbackText: 'Leave your number and we’ll call you back.',
      callbackLine: 'Or ring our callback line and leave your number there:',
      callbackLink: 'Callback line',
    },
    map: {
      label: 'Map placeholder',
      text: 'A map will appear here later. No third-party map service is loaded.',
    },
    serviceArea: {
      label: 'Where we work',
      text: 'We provide drivers all over Berlin and Brandenburg.',
      address: 'You’ll find us at:',
    },
    form: {
      heading: 'Your enquiry',
      requiredExplanation: 'Fields marked with * are required.',
      name: 'Name',
      email: 'Email',
      company: 'Restaurant or company',
      // After the label of every field that may be left empty.
      optional: '(optional)',
      // The first entry of a list while nothing is chosen.
      choose: 'Please choose',
      message: 'Your message',
      messageHint:
        'For example: dates, number of drivers, vehicle, delivery area. Up to {limit|count}\u00a0characters.',
      consent:
        'I agree that you may keep my details on this website’s server, usually for {days}\u00a0days, to handle my enquiry, together with the time and wording of this consent, and forward my enquiry to your inbox by email. I can withdraw my consent at any time. More in the',
      consentPrivacyLink: 'privacy policy',
      submit: 'Send enquiry',
      sending: 'Sending …',
      sendingStatus: 'Sending your enquiry …',
      // German in every language (R-LANG-6 in docs/requirements.md), from the German dictionary.
      success: 'Nachricht erfolgreich gesendet!',
      notSent: 'Your enquiry has not been sent.',
      keptEntries:
        'Everything you typed is still here: just send it again, or get in touch with us directly.',
      honeypot: 'Please leave this field empty.',
      messageLength: 'Yours has {length|count}\u00a0characters.',
      problems: {
        name: 'Please enter your name, up to {limit|count}\u00a0characters.',
        email: 'Please enter a complete email address, such as name@restaurant.co.uk.',
        company: 'The restaurant or company name can be up to {limit|count}\u00a0characters long.',
        message: 'Please write us a message of up to {limit|count}\u00a0characters.',
        gdprConsent: 'Please confirm that we may process your details to handle your enquiry.',
        tooLarge: 'This enquiry is too long to send through the form.',
        tooMany:
          'We’ve had a lot of enquiries from your connection in a short time. Please try again in ten minutes.',
        unavailable:
          'Our server couldn’t save your enquiry just now. Please try again in a few minutes.',
        refused: 'Our server didn’t accept the enquiry.',
        noConnection: 'Our server didn’t answer. Your internet connection may be down.',
      },
    },
  },
  imprint: {
    title: 'Legal notice',
    providerHeading: 'Information pursuant to Section\u00a05 DDG (German Digital Services Act)',
    generalPartner: 'General partner: {name}, registered with {court} under {number}',
    representedBy: {
      managingDirectors: 'Represented by the managing directors:',
      owner: 'Owner:',
      partners: 'Partners:',
    },
    contactHeading: 'Contact',
    phone: 'Phone:',
    email: 'Email:',
    registerHeading: 'Commercial register',
    registerCourt: 'Register court:',
    registerNumber: 'Registration number:',
    vatHeading: 'VAT identification number',
    vatText: 'VAT identification number pursuant to Section\u00a027a of the German VAT Act:',
    contentOwnerHeading: 'Responsible for content pursuant to Section\u00a018 (2) MStV',
    permitHeading: 'Permit for temporary agency work',
    permitText:
      'We hold a permit for temporary agency work under Section\u00a01 AÜG (German Temporary Agency Work Act), issued on {date} by the Federal Employment Agency (Bundesagentur für Arbeit), {authority}.',
    permitLimited: 'The permit is limited in time and valid until {date}.',
    permitUnlimited: 'The permit is not limited in time.',
    permitValidity: 'Time limit: {value}',
    permitFileNumber: 'File number: {fileNumber}',
    supervisoryAuthority:
      'Competent supervisory authority: Federal Employment Agency (Bundesagentur für Arbeit), {authority}',
    disputeHeading: 'EU dispute resolution',
    disputeText: 'The European Commission provides a platform for online dispute resolution (ODR):',
    disputeEmail: 'You will find our email address above.',
    arbitrationHeading: 'Consumer dispute resolution',
    arbitrationText:
      'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (Section\u00a036 VSBG).',
  },
  privacy: {
    title: 'Privacy policy',
    statusAsOf: 'Last updated: {date}',
    and: 'and',
    intro:
      'In line with Art.\u00a013 GDPR, this policy explains which personal data we process when you visit this website, for what purpose and on what legal basis.',
    additionalHeading: 'Further information',
    controller: {
      title: 'Controller',
      text: 'The controller responsible for processing data on this website is:',
      privacyEmail: 'For questions about data protection:',
    },
    officer: {
      title: 'Data protection officer',
      text: 'Where a data protection officer has been appointed, you can reach them at the address above, marked “Data protection”, or by email:',
      none: 'We have not appointed a data protection officer. Please send any data protection questions to the address above or by email to:',
    },
    processing: {
      title: 'What we process and why',
      text: 'We only process the data needed to run this website and to handle your enquiries: technical access data, to send you the pages and keep the site secure (legal basis: Art.\u00a06(1)(f) GDPR, our legitimate interest in operating the site securely); the details of an enquiry sent through the contact form and of a callback request, with your consent (Art.\u00a06(1)(a) GDPR); the details of an application, to decide on employing you (Art.\u00a06(1)(b) GDPR); and the details you give us by phone or email (Art.\u00a06(1)(b) GDPR where your enquiry is about a contract, otherwise Art.\u00a06(1)(f) GDPR, our interest in answering you). Section\u00a09 and “Applications”, “Callback requests” and “Server log files” below have the details.',
    },
    recipients: {
      title: 'Recipients and hosting',
      text: 'This website is run by a hosting provider, and emails reach us through our email provider. Both process data only on our behalf and on our instructions, under data processing agreements we have concluded with them (Art.\u00a028 GDPR). We do not pass your data on to anyone else unless the law requires us to. Fonts, images and icons are served by this website itself; no third-party content is loaded.',
      hosting: 'Hosting:',
      mail: 'Email:',
    },
    transfer: {
      title: 'No transfers to third countries',
      text: 'Our hosting provider and our email provider process data only in the European Union or the European Economic Area. We do not transfer your personal data to countries outside them.',
      outsideEuTitle: 'Transfers to third countries',
      hostingServer:
        'Our hosting provider {provider} also processes data in a third country ({country}): technical access data such as your IP address, and the enquiries from the contact form that this website’s server stores. The transfer there rests on: {safeguard}.',
      hostingNetlify:
        'This website is served by {provider}, which also processes data in a third country ({country}) to do so: technical access data such as your IP address. The transfer there rests on: {safeguard}.',
      mailWithInquiries:
        'Our email provider {provider} also processes data in a third country ({country}): the enquiries from the contact form that reach us by email, and emails you write to us, each with your name, your email address and what you wrote. The transfer there rests on: {safeguard}.',
      mail: 'Our email provider {provider} also processes data in a third country ({country}): emails you write to us, with your email address and what you wrote. The transfer there rests on: {safeguard}.',
      hostingInEu:
        'Our hosting provider {provider} processes data only in the European Union or the European Economic Area.',
      mailInEu:
        'Our email provider {provider} processes data only in the European Union or the European Economic Area.',
      pending: 'Where {provider} processes data: {location}',
      noOther:
        'We do not transfer any other data to countries outside the European Union or the European Economic Area.',
    },
    retention: {
      title: 'How long we keep data',
      text: 'We keep personal data only for as long as its purpose requires or as statutory retention periods demand. Section\u00a09 says how long we keep enquiries, their emails and backups; “Applications” and “Callback requests” below say how long we keep those, and “Server log files” how long we keep logs.',
    },
    rights: {
      title: 'Your rights',
      text: 'You have the right of access (Art.\u00a015 GDPR), rectification (Art.\u00a016 GDPR), erasure (Art.\u00a017 GDPR), restriction of processing (Art.\u00a018 GDPR) and data portability (Art.\u00a020 GDPR). To exercise them, write to the address above or to the email address in section\u00a02.',
      objectionTitle: 'Your right to object under Art.\u00a021 GDPR',
      objection:
        'Where we process data on the basis of our legitimate interests (Art.\u00a06(1)(f) GDPR), you may object to that processing at any time on grounds relating to your particular situation. We will then stop, unless we can demonstrate compelling legitimate grounds that override your interests, rights and freedoms, or the processing is needed to establish, exercise or defend legal claims.',
    },
    withdrawal: {
      title: 'Withdrawing your consent',
      text: 'You can withdraw your consent at any time with effect for the future, for example by emailing us. We will then delete your enquiry, unless we have to keep it for another reason, for example because it has turned into an order. Withdrawing consent does not affect the lawfulness of what we did before.',
    },
    contactForm: {
      title: 'Contact form, phone and email',
      taken:
        'When you send the contact form, this website’s server stores your details ({fields}) in a database, together with the page’s language and the time it arrived, and forwards them to our mailbox through our email provider. We use them only to answer your enquiry and any follow-up questions. The legal basis is your consent (Art.\u00a06(1)(a) GDPR), which you give by ticking the box in the form. So that we can prove it (Art.\u00a07(1) GDPR), we store with your enquiry when you gave your consent and which version of the consent text you saw; both are deleted along with the enquiry. If your enquiry turns into an order, we process the details needed to perform the contract (Art.\u00a06(1)(b) GDPR). To recognise enquiries sent by scripts, we note with your enquiry whether the form was filled in within a few seconds, and whether the same enquiry has arrived before (Art.\u00a06(1)(f) GDPR). Your IP address is not stored: the server only counts in its memory, for ten minutes, how many enquiries come from one address, or for IPv6 from one connection (Art.\u00a06(1)(f) GDPR). When you contact us by phone or email, we likewise use your details only to handle your enquiry.',
      required:
        'You are under no legal or contractual obligation to give us any data. An enquiry through the form does, however, need {fields}: without them the form cannot be sent and we cannot handle your enquiry. You can call or email us instead.',
      optional: 'Optional: {fields}.',
      fields: {
        name: 'your name',
        email: 'your email address',
        company: 'your restaurant or company',
        message: 'your message',
        gdprConsent: 'your consent (the tick box)',
      },
      retention:
        'On this website’s server, each enquiry that has reached us by email is deleted automatically {days}\u00a0days after it arrived, together with the record of your consent. An enquiry that has not reached us by email stays stored until it does or, if it is not delivered, until we have read it on the server; only then is it deleted, once the {days}\u00a0days are over. That way no enquiry is lost without anyone having seen it.',
      notTaken:
        'The contact form on this website does not accept enquiries: if you send it, our hosting provider’s server receives what you typed but neither forwards it to us nor stores it for us, and you are told that nothing was sent. Please call or email us instead. We then use your details only to handle your enquiry (Art.\u00a06(1)(b) GDPR where it is about a contract, otherwise Art.\u00a06(1)(f) GDPR, our interest in answering you).',
      copies:
        'We delete emails containing enquiries from our mailbox no later than {mailboxDays}\u00a0days after they arrive. If an enquiry turns into an order, we keep it as business correspondence for as long as commercial and tax law require (usually six years, Section\u00a0257 HGB, Section\u00a0147 AO).',
      backups:
        'We back up the enquiry database every day and delete each backup after {backupDays}\u00a0days. A deleted enquiry may therefore remain in a backup for up to {backupDays} more days; backups are only ever used to restore the data after a loss.',
    },
    applications: {
      title: 'Applications',
      taken:
        'When you apply through the application form on our job pages, this website’s server stores your details ({fields}) in a database, together with the page’s language and the time they arrived, and forwards them to our mailbox through our email provider. We use them to decide on your application and to call you about it; within our company, only the people who decide on hiring may see them. The legal basis is Art.\u00a06(1)(b) GDPR: the processing is needed for steps taken at your request before entering into an employment contract. Considering your application for other suitable jobs too, and calling you about them, rests on your consent (Art.\u00a06(1)(a) GDPR), which you give by ticking the box in the form; if you withdraw it, we handle your application for the job you chose only. So that we can prove your consent (Art.\u00a07(1) GDPR), we store with your application when you gave it and which version of the consent text you saw. As with enquiries, we note whether the form was filled in within a few seconds and whether the same application has arrived before, and the server counts in its memory only, for ten minutes, how many forms come from one address (Art.\u00a06(1)(f) GDPR). The form takes no documents.',
      required:
        'You are under no legal or contractual obligation to give us any data. An application through the form does, however, need {fields}: without them the form cannot be sent. You can apply by phone instead.',
      optional: 'Optional: {fields}.',
      fields: {
        name: 'your name',
        email: 'your email address',
        phone: 'your phone number',
        job: 'the job',
        vehicles: 'your own vehicles',
        drivingLicences: 'your driving licence classes',
        availability: 'when you can work',
        earliestStart: 'your earliest start',
        languages: 'your languages',
        message: 'your message',
        consent: 'your consent (the tick box)',
      },
      retention:
        'On this website’s server, each application that has reached us by email is deleted automatically {days}\u00a0days after it arrived, together with the record of your consent; one that has not reached us by email only once we have read it on the server. We keep applications this long because someone who was turned down can claim for discrimination within two months and then take the claim to court (§\u00a015(4) AGG, §\u00a061b ArbGG); for this we rely on our legitimate interest in being able to defend ourselves against such claims (Art.\u00a06(1)(f) GDPR). If we employ you, we put the details needed into your personnel file.',
      copies:
        'We delete emails with applications from our mailbox no later than {mailboxDays}\u00a0days after they arrived.',
      backups:
        'A deleted application may remain in a backup of the database for up to {backupDays}\u00a0days; backups are used only to restore the data after a loss.',
      notTaken:
        'The application form on this website does not accept applications: if you send it, our hosting provider’s server receives what you typed but neither forwards it to us nor stores it for us, and you are told that nothing was sent. Please apply by phone; we then use your details to decide on employing you (Art.\u00a06(1)(b) GDPR).',
    },
    callbacks: {
      title: 'Callback requests',
      taken:
        'When you ask to be called back on the contact page, this website’s server stores your details ({fields}) in a database, together with the page’s language and the time they arrived, and forwards them to our mailbox through our email provider. We use them only to call you back. The legal basis is your consent (Art.\u00a06(1)(a) GDPR), which you give by ticking the box; we store when you gave it and which version of the consent text you saw, so that we can prove it (Art.\u00a07(1) GDPR). As with enquiries, we note whether the form was filled in within a few seconds and whether the same request has arrived before (Art.\u00a06(1)(f) GDPR).',
      required:
        'You are under no legal or contractual obligation to give us any data. A callback request does, however, need {fields}: without them the form cannot be sent. You can call us instead.',
      fields: {
        name: 'your name',
        phone: 'your phone number',
        callTime: 'when we may call you',
        consent: 'your consent (the tick box)',
      },
      retention:
        'On this website’s server, each callback request that has reached us by email is deleted automatically {days}\u00a0days after it arrived, together with the record of your consent; one that has not reached us by email only once we have read it on the server.',
      copies:
        'We delete emails with callback requests from our mailbox no later than {mailboxDays}\u00a0days after they arrived.',
      backups:
        'A deleted callback request may remain in a backup of the database for up to {backupDays}\u00a0days; backups are used only to restore the data after a loss.',
      notTaken:
        'The callback request on the contact page does not accept anything on this website: if you send it, our hosting provider’s server receives what you typed but neither forwards it to us nor stores it for us, and you are told that nothing was sent. Please call us instead.',
    },
    serverLogs: {
      title: 'Server log files',
      caddy:
        'When you visit this website, our server uses your IP address to send the pages to your browser, but does not store it. For each request, its log records only {fields}. The web server in front of it (Caddy), which handles the encrypted connection, keeps no access log and records errors without your IP address or the address you visited. We use the logs to find faults and keep the site secure (Art.\u00a06(1)(f) GDPR); entries older than {days}\u00a0days are deleted automatically every day.',
      nginx:
        'When you visit this website, our web server (nginx) uses your IP address to send the pages to your browser. For each request, its access log records only {fields}, and so does the server that accepts enquiries from the contact form. If an error occurs, for example because too many requests come from one address, nginx records it in its error log together with your IP address and the address you visited. We use the logs to find faults and keep the site secure (Art.\u00a06(1)(f) GDPR); entries older than {days}\u00a0days are deleted automatically every day.',
      netlify:
        'This website is served by {provider}; we run no server of our own for it and keep no logs. To deliver the site, {provider} processes your IP address and other technical access data, such as the date and time and the address you visited, and stores them in its own logs, which are deleted after {days}\u00a0days. This keeps the site secure and fast (Art.\u00a06(1)(f) GDPR).',
      fields: {
        time: 'the date and time',
        method: 'the type of request (such as GET)',
        path: 'the page requested, without any query',
        status: 'the response’s status code',
        duration: 'how long the response took',
      },
    },
    languageStorage: {
      title: 'Storing your language choice',
      storageAndCookie:
        'When you switch the language of this website, we save your choice in your browser’s local storage and in a cookie ({cookies}) so that the site opens in that language straight away next time. The cookie’s name says which language you chose; it holds nothing else, is sent only to this website and expires after {days}\u00a0days. This is strictly necessary for the service you asked for (Section\u00a025(2) No.\u00a02 TDDDG) and contains no personal data. You can delete both at any time in your browser settings. This website sets no other cookies and uses no analytics or tracking services.',
      or: 'or',
    },
    complaint: {
      title: 'Right to lodge a complaint',
      text: 'You have the right to lodge a complaint with a data protection supervisory authority (Art.\u00a077 GDPR). The authority responsible for us is:',
    },
  },
  placeholders: {
    hostingProvider: 'Name and seat of the hosting provider',
    hostingDataLocation: 'EU or the third country where the hosting provider processes data',
    mailProvider: 'Name and seat of the email provider',
    mailDataLocation: 'EU or the third country where the email provider processes data',
    companyName: 'Company name',
    legalForm: 'Legal form',
    street: 'Street and number',
    postalCode: 'Postcode',
    locality: 'Town',
    phone: 'Phone number',
    callbackPhone: 'Callback number',
    managingDirector: 'Name of the managing director',
    registerCourt: 'Register court',
    registerNumber: 'Commercial register number',
    vatId: 'VAT ID',
    contentOwner: 'Name and address of the person responsible for content',
    dataProtectionOfficer: 'Name and contact of the data protection officer, if appointed',
    dataProtectionAuthority: 'Competent data protection supervisory authority and its address',
    contactEmail: 'Email address for enquiries',
    legalEmail: 'Email address for the legal notice',
    privacyEmail: 'Email address for data protection questions',
    permitAuthority: 'Employment agency that issued the permit',
    permitIssuedOn: 'Date of the permit',
    permitValidUntil: 'limited until (date) or unlimited',
    permitFileNumber: 'File number of the permit, if stated',
    driverTraining: 'What your drivers are trained in before their first shift',
    leadTimeHours: 'hours until drivers start',
    billingModels: 'ways of billing',
    assignmentHours: 'hours your drivers work',
  },
  inquiryMail: {
    subject: 'Website enquiry to {company} from {name}',
    subjectAbout: 'Website enquiry to {company} from {name} ({about})',
    intro: 'An enquiry has arrived through the website’s contact form.',
    possiblyAutomated:
      'Note: the form was filled in within {seconds} seconds. That is usually a script, but it may have been a person whose browser filled in the fields.',
    releasedFromSpam:
      'Note: this enquiry was held back as spam (a field people never see had been filled in) and released by hand on {releasedAt}.',
    repeats:
      'Note: this enquiry repeats enquiry no. {id} of {receivedAt}, word for word. The sender may still be waiting for an answer.',
    name: 'Name',
    email: 'Email',
    company: 'Restaurant or company',
    notGiven: '(not given)',
    language: 'Page language',
    receivedAt: 'Received',
    number: 'Enquiry no.',
    message: 'Message',
    replyHint: 'Replying to this email reaches {name} <{email}>.',
    keptHint:
      'The enquiry stays on the website’s server for {days} days (npm run inquiries -- show {id}).',
  },
  applicationMail: {
    subject: 'Website application to {company} from {name}',
    subjectAbout: 'Website application to {company} from {name} ({about})',
    intro: 'An application has arrived through the website.',
    possiblyAutomated:
      'Note: the form was filled in within {seconds} seconds. That is usually a script, but it may have been a person whose browser filled in the fields.',
    releasedFromSpam:
      'Note: this application was held back as spam (a field people never see had been filled in) and released by hand on {releasedAt}.',
    repeats:
      'Note: this application repeats application no. {id} of {receivedAt}, word for word. The applicant may still be waiting for an answer.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    job: 'Job',
    vehicles: 'Own vehicles',
    drivingLicences: 'Driving licence',
    availability: 'Available',
    earliestStart: 'Earliest start',
    languages: 'Languages',
    message: 'Message',
    notGiven: '(not given)',
    language: 'Page language',
    receivedAt: 'Received',
    number: 'Application no.',
    replyHint: 'Replying to this email reaches {name} <{email}>.',
    keptHint:
      'The application stays on the website’s server for {days} days (npm run inquiries -- show {id}). Pass it on only to those who decide on hiring.',
  },
  callbackMail: {
    subject: 'Website callback request to {company} from {name}',
    subjectAbout: 'Website callback request to {company} from {name} ({about})',
    intro: 'Someone has asked through the website to be called back.',
    possiblyAutomated:
      'Note: the form was filled in within {seconds} seconds. That is usually a script, but it may have been a person whose browser filled in the fields.',
    releasedFromSpam:
      'Note: this callback request was held back as spam (a field people never see had been filled in) and released by hand on {releasedAt}.',
    repeats:
      'Note: this callback request repeats callback request no. {id} of {receivedAt}, word for word. The sender may still be waiting for the call.',
    name: 'Name',
    phone: 'Phone',
    callTime: 'Call',
    notGiven: '(not given)',
    language: 'Page language',
    receivedAt: 'Received',
    number: 'Callback request no.',
    keptHint:
      'The callback request stays on the website’s server for {days} days (npm run inquiries -- show {id}).',
  },
  inquiryReceived: {
    title: 'Thank you for your enquiry',
    arrived: 'Your enquiry has reached us.',
    receivedAt: 'Received on {date} at {time}.',
    replyTo: 'We’ll reply to {name} at {email}.',
    urgent: 'Urgent? Call us:',
    home: 'Go to the home page',
  },
  inquiryNotSent: {
    title: 'Your enquiry has not been sent',
    kept: 'What you typed isn’t lost: use your browser’s Back button to return to the form, where it’s still filled in.',
    reachUs: 'You can also reach us directly:',
    newForm: 'Open an empty form',
  },
  callbackForm: {
    requiredExplanation: 'Fields marked * are required.',
    name: 'Name',
    phone: 'Phone number',
    callTime: 'When may we call you?',
    callTimes: {
      asap: 'As soon as possible',
      morning: 'In the morning, before noon',
      afternoon: 'In the afternoon, from noon',
    },
    optional: '(optional)',
    choose: 'Please choose',
    consent:
      'I agree that you may keep my name and phone number on this website’s server for {days}\u00a0days, together with the time and wording of this consent, and forward my request to your inbox by email so that you can call me back. I can withdraw my consent at any time. More in the',
    consentPrivacyLink: 'privacy policy',
    submit: 'Request a callback',
    sending: 'Sending …',
    sendingStatus: 'Sending your callback request …',
    notSent: 'Your callback request has not been sent.',
    keptEntries: 'What you typed is still here: just send it again, or give us a call.',
    honeypot: 'Please leave this field empty.',
    problems: {
      name: 'Please give your name, in no more than {limit|count}\u00a0characters.',
      phone: 'Please give a phone number we can reach you on, for example 030\u00a012345678.',
      callTime: 'Please choose when we may call you.',
      consent: 'Please confirm that we may use your details to call you back.',
      tooLarge: 'The request is too long to send through the form.',
      tooMany:
        'A great many forms have come from your connection in a short time. Please try again in ten minutes.',
      unavailable:
        'Our server could not store your request just now. Please try again in a few minutes.',
      refused: 'Our server did not accept the request.',
      noConnection: 'Our server did not answer. Perhaps your internet connection is down.',
    },
  },
  callbackReceived: {
    title: 'Thank you, we’ll call you back',
    arrived: 'Your callback request has reached us.',
    callAt: 'We’ll call you on {phone} {when}.',
    callInChosenTime: 'We’ll call you at the time you chose, within our phone hours.',
    callSoon: 'We’ll call you as soon as we can.',
    when: {
      asap: 'as soon as we can',
      asapUntil: 'as soon as we can, {day} until {to}',
      asapFrom: 'as soon as we can, {day} from {from}',
      partUntil: '{day} until {to}',
      part: '{day} between {from} and {to}',
    },
    days: { today: 'today', tomorrow: 'tomorrow', on: 'on {weekday} {date}' },
    urgent: 'Urgent? Call us:',
    home: 'Go to the home page',
  },
  callbackNotSent: {
    title: 'Your callback request has not been sent',
    kept: 'What you typed isn’t lost: use your browser’s Back button to return to the form, where it’s still filled in.',
    reachUs: 'You can also reach us directly:',
    newForm: 'Open an empty form',
  },
  applicationForm: {
    requiredExplanation: 'Fields marked * are required.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    job: 'Job',
    anyJob: 'Any suitable job (speculative application)',
    vehicles: 'Your own vehicle',
    drivingLicences: 'Your driving licence',
    drivingLicencesHint:
      'Tick the classes you hold. Needed for jobs that ask for a driving licence.',
    drivingLicenceNeeded: 'This job needs a class {licenceClass} driving licence.',
    availability: 'When can you work?',
    availabilityHint:
      'For example: weekdays from 5\u00a0pm, all day at weekends. No more than {limit|count}\u00a0characters.',
    earliestStart: 'When could you start?',
    languages: 'Which languages do you speak?',
    languagesHint: 'For example: English, German, Turkish.',
    message: 'Message',
    messageHint: 'Anything else we should know. No more than {limit|count}\u00a0characters.',
    optional: '(optional)',
    choose: 'Please choose',
    consent:
      'I agree that you may keep my application on this website’s server for {days}\u00a0days, together with the time and wording of this consent, forward it to your inbox by email, and call me about other suitable jobs during that time. I can withdraw my consent at any time. More in the',
    consentPrivacyLink: 'privacy policy',
    submit: 'Send application',
    sending: 'Sending …',
    sendingStatus: 'Sending your application …',
    notSent: 'Your application has not been sent.',
    keptEntries: 'What you typed is still here: just send it again, or give us a call.',
    honeypot: 'Please leave this field empty.',
    messageLength: 'Your message is {length|count}\u00a0characters long.',
    problems: {
      name: 'Please give your name, in no more than {limit|count}\u00a0characters.',
      email:
        'Please give a complete email address, for example name@example.com, or leave the field empty.',
      phone: 'Please give a phone number we can reach you on, for example 0151\u00a023456789.',
      job: 'Please choose a job from the list, or “Any suitable job”.',
      vehicles: 'Please choose only vehicles from the list.',
      drivingLicences: 'The job you chose needs a driving licence: tick the class you hold.',
      availability:
        'Please tell us when you can work, in no more than {limit|count}\u00a0characters.',
      earliestStart: 'Please choose a day from today, no more than {daysAfter}\u00a0days ahead.',
      languages: 'Please keep the languages to {limit|count}\u00a0characters.',
      message: 'Please keep your message to {limit|count}\u00a0characters.',
      consent: 'Please confirm that we may use your details for your application.',
      tooLarge: 'The application is too long to send through the form.',
      tooMany:
        'A great many forms have come from your connection in a short time. Please try again in ten minutes.',
      unavailable:
        'Our server could not store your application just now. Please try again in a few minutes.',
      refused: 'Our server did not accept the application.',
      noConnection: 'Our server did not answer. Perhaps your internet connection is down.',
    },
    bring: {
      heading: 'No documents to upload',
      intro: 'Bring them along when we meet:',
      items: {
        identity: 'your identity card or passport',
        workPermit:
          'if you are not a citizen of the EU, the EEA or Switzerland: your residence permit that allows you to work',
        licence: 'for a job that needs one: your driving licence',
        payroll:
          'for the contract: your tax ID, your social security number and your health insurer',
      },
    },
  },
  applicationReceived: {
    title: 'Thanks for your application',
    arrived: 'Your application has reached us.',
    receivedAt: 'Received on {date} at {time}.',
    callYou: 'We’ll get back to you on {phone}.',
    callYouGiven: 'We’ll get back to you on the phone number you gave.',
    questions: 'Questions? Give us a call:',
    allJobs: 'See the open jobs',
  },
  applicationNotSent: {
    title: 'Your application has not been sent',
    kept: 'What you typed isn’t lost: use your browser’s Back button to return to the form, where it’s still filled in.',
    reachUs: 'You can also reach us directly:',
    newForm: 'Open an empty form',
  },
  notFound: {
    title: 'Page not found',
    text: 'Sorry, the page you are looking for does not exist. Try the home page instead.',
    otherLanguage: 'Seite nicht gefunden. Die gesuchte Seite gibt es leider nicht.',
    home: 'Go to the home page',
  },
  jobs: {
    header: {
      title: 'Jobs for delivery drivers',
      lead: 'Enjoy delivering by bike, e-scooter or car? These are our open jobs in Berlin and Brandenburg.',
    },
    open: 'Open jobs',
    samples:
      'Samples: these jobs are placeholders, to be replaced with real ones before the website is published.',
    sample:
      'Sample: this job is a placeholder, to be replaced with a real one before the website is published.',
    none: 'There are no open jobs right now.',
    speculative: {
      heading: 'Apply now',
      text: 'For one of our jobs, or on the off chance: tell us what you ride or drive and when you are free.',
    },
    facts: {
      heading: 'The job at a glance',
      vehicles: 'Vehicle',
      employment: 'Employment',
      area: 'Where',
      pay: 'Pay',
      licence: 'Driving licence',
      validThrough: 'Apply by',
      datePosted: 'Posted on',
    },
    // Lower case: joined into one line ("Part-time or mini-job"), whose first letter is raised.
    vehicles: { bike: 'bicycle', escooter: 'e-scooter', car: 'car' },
    employment: { fullTime: 'full-time', partTime: 'part-time', minijob: 'mini-job' },
    pay: {
      hour: '€{amount} an hour',
      shift: '€{amount} a shift',
      delivery: '€{amount} a delivery',
    },
    decimalSeparator: '.',
    or: 'or',
    licence: 'Class {licenceClass}',
    noLicence: 'Not needed',
    untilFilled: 'Until the job is filled',
    description: 'What the job is like',
    apply: {
      heading: 'Apply for this job',
      text: 'A few details are enough; no documents needed.',
    },
    callInstead: 'Rather call us straight away?',
    closed: {
      title: 'This job is no longer open',
      text: 'Applications closed on {date}.',
    },
    allJobs: 'See the open jobs',
    pageTitle: '{title} | {company}',
    line: {
      text: 'Looking for work as a delivery driver?',
      link: 'See our driver jobs',
    },
  },
} satisfies Translation

export default en

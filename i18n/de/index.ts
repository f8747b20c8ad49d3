import type { BaseTranslation } from '../i18n-types'

// German is the base locale: its shape is the type every other locale must match.
const de = {
  common: {
    skipLink: 'Zum Inhalt springen',
    externalLinkHint: '(öffnet in neuem Tab)',
    pageOpened: 'Seite geöffnet: {title:string}',
    // Join the last two of a list: "a, b und c", "a, b oder c".
    and: 'und',
    or: 'oder',
  },
  dates: {
    // Written out rather than by Intl.DateTimeFormat, whose first use costs tens of milliseconds.
    long: '{day:number}. {month:string} {year:number}',
    months: {
      january: 'Januar',
      february: 'Februar',
      march: 'März',
      april: 'April',
      may: 'Mai',
      june: 'Juni',
      july: 'Juli',
      august: 'August',
      september: 'September',
      october: 'Oktober',
      november: 'November',
      december: 'Dezember',
    },
    weekdays: {
      mo: 'Montag',
      tu: 'Dienstag',
      we: 'Mittwoch',
      th: 'Donnerstag',
      fr: 'Freitag',
      sa: 'Samstag',
      su: 'Sonntag',
    },
  },
  loader: {
    busy: 'Einen Moment bitte, die Seite wird noch geladen.',
  },
  languageSwitch: {
    label: 'Sprache wählen',
    de: 'Deutsch',
    en: 'English',
  },
  navigation: {
    label: 'Hauptnavigation',
    home: 'Start',
    services: 'Leistungen',
    about: 'Über uns',
    contact: 'Kontakt',
    jobs: 'Fahrerjobs',
    cta: 'Fahrer anfragen',
    homeLink: '{company:string} – zur Startseite',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    menuTitle: 'Menü',
  },
  callUs: {
    // The accessible name of every call control that shows only an icon or only the number.
    linkName: 'Anrufen: {phone:string}',
    // What the header's call control says on a phone, where the number has no room.
    short: 'Anrufen',
    // Above the call button beside a page's headline.
    talkToUs: 'Sprechen Sie direkt mit uns:',
    hours: 'Erreichbar',
    days: { mo: 'Mo', tu: 'Di', we: 'Mi', th: 'Do', fr: 'Fr', sa: 'Sa', su: 'So' },
    dayRange: '{first:string}–{last:string}',
    times: '{opens:string}–{closes:string}\u00a0Uhr',
  },
  trust: {
    permit: 'Erlaubnis zur Arbeitnehmerüberlassung nach §\u00a01 AÜG',
    permitLink: 'Angaben im Impressum',
    founded: 'Gegründet {year:number}',
    drivers: '{count:number} Fahrerinnen und Fahrer im Team',
    answer: 'Wir antworten auf jede Anfrage innerhalb von {hours:number}\u00a0{{Stunde|Stunden}}.',
    answerInPhoneHours:
      'Wir antworten auf jede Anfrage innerhalb von {hours:number}\u00a0{{Stunde|Stunden}} zu unseren Telefonzeiten.',
    // Where the company data promises no time.
    answerSoon: 'Wir melden uns so schnell wie möglich bei Ihnen.',
    // How soon drivers usually start (leadTimeHours in the company data).
    leadTime: {
      range: '{from:number}\u00a0bis\u00a0{to:number}\u00a0Stunden',
      single: '{hours:number}\u00a0{{Stunde|Stunden}}',
    },
    // The ways to bill the company data names (billingModels), as a sentence lists them.
    billingModels: { hour: 'stundenweise', shift: 'pro Schicht', delivery: 'pro Lieferung' },
    clients: 'Wir fahren unter anderem für',
  },
  footer: {
    previewNotice:
      'Vorschau: Diese Fassung der Website enthält noch Platzhalter und Beispieltexte und ist nicht zur Veröffentlichung bestimmt.',
    tagline: 'Lieferfahrer für Restaurants und Lieferplattformen in Berlin und Brandenburg.',
    quickLinks: 'Schnellzugriff',
    contact: 'Kontakt',
    social: 'Soziale Medien',
    legal: 'Rechtliches',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    copyright: '© {year:number} {company:string}. Alle Rechte vorbehalten.',
  },
  meta: {
    home: {
      title: 'Lieferfahrer für Restaurants in Berlin und Brandenburg | {company:string}',
      description:
        'Lieferfahrer mit Fahrrad, E-Scooter oder Auto für Restaurants und Lieferplattformen in Berlin und Brandenburg – für einzelne Schichten, für Stoßzeiten oder über Monate.',
    },
    services: {
      title: 'Leistungen und häufige Fragen | {company:string}',
      description:
        'Fahrer für Lieferplattformen, Verstärkung für Schichten und Stoßzeiten und für längere Zeit. Antworten auf häufige Fragen zu Verfügbarkeit, Fahrzeugen und Abrechnung.',
    },
    about: {
      title: 'Über uns | {company:string}',
      description:
        'Wer hinter uns steht, unsere Mission und unsere Vision: Lieferfahrer für die Gastronomie in Berlin und Brandenburg.',
    },
    contact: {
      title: 'Kontakt und Anfrage | {company:string}',
      description:
        'Fragen Sie Lieferfahrer für Ihr Restaurant an: per Formular, Telefon oder Rückruf. Wir melden uns bei Ihnen.',
    },
    jobs: {
      title: 'Jobs für Fahrerinnen und Fahrer in Berlin und Brandenburg | {company:string}',
      description:
        'Offene Stellen bei {company:string} für Fahrerinnen und Fahrer mit Fahrrad, E-Scooter oder Auto in Berlin und Brandenburg.',
    },
    imprint: {
      title: 'Impressum | {company:string}',
      description: 'Impressum und Anbieterkennzeichnung von {company:string}.',
    },
    privacy: {
      title: 'Datenschutzerklärung | {company:string}',
      description: 'Wie {company:string} personenbezogene Daten auf dieser Website verarbeitet.',
    },
    notFound: {
      title: 'Seite nicht gefunden | {company:string}',
      description: 'Diese Seite gibt es nicht.',
    },
    inquiryReceived: {
      title: 'Anfrage erhalten | {company:string}',
      description: 'Ihre Anfrage ist bei uns eingegangen.',
    },
    inquiryNotSent: {
      title: 'Anfrage nicht gesendet | {company:string}',
      description: 'Ihre Anfrage konnte nicht gesendet werden.',
    },
    applicationReceived: {
      title: 'Bewerbung erhalten | {company:string}',
      description: 'Deine Bewerbung ist bei uns eingegangen.',
    },
    applicationNotSent: {
      title: 'Bewerbung nicht gesendet | {company:string}',
      description: 'Deine Bewerbung konnte nicht gesendet werden.',
    },
    callbackReceived: {
      title: 'Rückrufbitte erhalten | {company:string}',
      description: 'Ihre Rückrufbitte ist bei uns eingegangen.',
    },
    callbackNotSent: {
      title: 'Rückrufbitte nicht gesendet | {company:string}',
      description: 'Ihre Rückrufbitte konnte nicht gesendet werden.',
    },
  },
  home: {
    hero: {
      eyebrow: 'Fahrerservice für Berlin und Brandenburg',
      title: 'Lieferfahrer für Ihr Restaurant',
      lead: 'Wir stellen Restaurants und Lieferplattformen Fahrerinnen und Fahrer – mit Fahrrad, E-Scooter oder Auto, für einzelne Schichten oder über Monate.',
      primaryCta: 'Fahrer anfragen',
      secondaryCta: 'Unsere Leistungen',
      promise: {
        heading: 'Fahrer in {time:string}',
        text: 'Je nach Verfügbarkeit – in ganz Berlin und Brandenburg.',
      },
    },
    tiles: {
      heading: 'Mit Fahrrad, E-Scooter oder Auto',
      headingRoundTheClock: 'Mit Fahrrad, E-Scooter oder Auto – rund um die Uhr',
      bike: { title: 'Fahrrad', text: 'Schnell und emissionsfrei durch die Innenstadt.' },
      escooter: {
        title: 'E-Scooter',
        text: 'Wendig im Stadtverkehr, ideal für mittlere Strecken.',
      },
      car: { title: 'Auto', text: 'Für größere Bestellungen und weitere Wege.' },
      // The fourth tile, from assignmentHours in the company data.
      roundTheClock: {
        title: '24/7',
        text: 'Zu jeder Uhrzeit, an allen sieben Tagen – nach Absprache.',
      },
      hours: { title: 'Einsatzzeiten', text: 'Fahrer buchbar: {hours:string}' },
    },
    features: {
      heading: 'Warum Restaurants mit uns zusammenarbeiten',
      intro:
        'Sie konzentrieren sich auf die Küche – wir kümmern uns darum, dass Ihre Bestellungen ankommen.',
      trained: {
        title: 'Geschulte Fahrer',
        text: 'Jede Fahrerin und jeder Fahrer wird vor dem ersten Einsatz geschult: {topics:string}.',
      },
      fast: {
        title: 'Kurzfristig verfügbar',
        text: 'In der Regel stellen wir Fahrer innerhalb von {time:string} bereit – je nach Verfügbarkeit.',
      },
      vehicles: {
        title: 'Passendes Fahrzeug',
        text: 'Fahrrad, E-Scooter oder Auto: Sie wählen, was zu Ihrem Liefergebiet und Ihren Bestellungen passt.',
      },
      billing: {
        title: 'Flexible Abrechnung',
        text: 'Abgerechnet wird {models:string} – so, wie es für Ihren Betrieb sinnvoll ist.',
        // Where the company bills in one way only.
        titleOne: 'So rechnen wir ab',
        textOne: 'Abgerechnet wird {model:string}.',
      },
      region: {
        title: 'Berlin und Brandenburg',
        text: 'Wir sind in ganz Berlin und Brandenburg für Sie im Einsatz – in der Innenstadt ebenso wie im Umland.',
      },
      scalable: {
        title: 'Für eine Schicht oder für Monate',
        text: 'Ob Aushilfe für ein Wochenende oder Verstärkung über längere Zeit: Sagen Sie uns, wie viele Fahrer Sie wann brauchen.',
      },
    },
    testimonials: {
      heading: 'Stimmen aus der Gastronomie',
      note: 'Beispieltexte: Diese Stimmen sind Platzhalter und werden vor der Veröffentlichung der Website durch echte, freigegebene Kundenstimmen ersetzt.',
      first: {
        quote:
          'Seit wir mit dem Fahrerservice zusammenarbeiten, kommen unsere Bestellungen auch am Freitagabend pünktlich an.',
        author: '[Name]',
        role: '[Restaurant], Berlin',
      },
      second: {
        quote:
          'Als kurzfristig zwei Fahrer ausfielen, hatten wir schnell Ersatz. Die Abrechnung pro Schicht ist für uns ideal.',
        author: '[Name]',
        role: '[Restaurant], Potsdam',
      },
      third: {
        quote:
          'Die Fahrer sind freundlich, kennen sich aus und behandeln unser Essen mit Sorgfalt.',
        author: '[Name]',
        role: '[Lieferdienst], Berlin',
      },
    },
    cta: {
      title: 'Brauchen Sie Verstärkung für Ihre Lieferungen?',
      text: 'Schreiben Sie uns, wann und wie viele Fahrer Sie benötigen. Wir melden uns mit einem Vorschlag.',
      button: 'Jetzt Fahrer anfragen',
    },
  },
  services: {
    header: {
      title: 'Unsere Leistungen',
      lead: 'Drei Möglichkeiten, mit denen wir Ihr Liefergeschäft unterstützen – in Berlin und Brandenburg.',
    },
    cardCta: 'Anfragen',
    platforms: {
      title: 'Fahrer für Lieferplattformen',
      text: 'Sie betreiben eine Lieferplattform? Wir stellen Ihnen Fahrerinnen und Fahrer, die Ihre Aufträge ausliefern.',
    },
    shifts: {
      title: 'Verstärkung für Schichten und Stoßzeiten',
      text: 'Für Wochenenden und Stoßzeiten: zusätzliche Fahrer für die Schichten, in denen Sie sie brauchen.',
    },
    // The third offering, as the company data has it: placement into employment (offersPlacement),
    // else leasing within its legal limit (workerLeasingPermit), else a longer contract.
    longTerm: {
      placement: {
        title: 'Langfristige Vermittlung',
        text: 'Sie möchten Fahrer selbst fest anstellen? Wir vermitteln Ihnen Fahrerinnen und Fahrer für Ihr eigenes Team.',
      },
      assignment: {
        title: 'Langfristiger Einsatz',
        text: 'Sie brauchen über Monate Verstärkung? Wir überlassen Ihnen Fahrerinnen und Fahrer auch für längere Zeit: dieselbe Person bis zu 18\u00a0Monate, so lange, wie das Gesetz es erlaubt (§\u00a01 Abs.\u00a01b AÜG).',
      },
      contract: {
        title: 'Langfristige Zusammenarbeit',
        text: 'Sie brauchen über Monate Verstärkung? Wir vereinbaren mit Ihnen eine Zusammenarbeit für längere Zeit.',
      },
    },
    faq: {
      heading: 'Häufige Fragen',
      availability: {
        question: 'Wie schnell können Sie Fahrer bereitstellen?',
        answer:
          'In der Regel innerhalb von {time:string} nach Ihrer Anfrage – abhängig von der Verfügbarkeit.',
        // Where the company data names no time.
        answerUnstated:
          'Das hängt davon ab, wie viele Fahrer Sie ab wann brauchen. Fragen Sie uns an: Wir sagen Ihnen, ab wann wir Fahrer für Sie haben.',
      },
      vehicles: {
        question: 'Mit welchen Fahrzeugen sind Ihre Fahrer unterwegs?',
        answer:
          'Mit Fahrrad, E-Scooter oder Auto. Gemeinsam mit Ihnen wählen wir das Fahrzeug, das zu Ihrem Liefergebiet passt.',
      },
      region: {
        question: 'In welchen Regionen sind Sie tätig?',
        answer: 'Wir stellen Fahrer in Berlin und Brandenburg bereit.',
      },
      billing: {
        question: 'Wie wird abgerechnet?',
        answer: 'Sie haben die Wahl: {models:string}.',
        answerOne: 'Wir rechnen {model:string} ab.',
        answerUnstated:
          'Wie wir abrechnen, vereinbaren wir mit Ihnen, bevor der erste Einsatz beginnt.',
      },
      duration: {
        question: 'Kann ich Fahrer auch nur für einzelne Schichten buchen?',
        answer:
          'Ja. Sie können Fahrer für einzelne Schichten und für Stoßzeiten anfragen, ebenso wie für längere Zeit.',
      },
    },
    cta: {
      title: 'Ihre Frage war nicht dabei?',
      text: 'Rufen Sie uns an oder schreiben Sie uns – wir beraten Sie gern persönlich.',
      button: 'Kontakt aufnehmen',
    },
  },
  about: {
    header: {
      title: 'Über uns',
      lead: 'Lieferfahrer für Restaurants und Lieferplattformen in Berlin und Brandenburg: wer wir sind und was wir wollen.',
    },
    mission: {
      title: 'Unsere Mission',
      text: 'Restaurants und Lieferplattformen sollen sich auf ihre Fahrerinnen und Fahrer verlassen können: Jede Bestellung soll sorgfältig und rechtzeitig bei den Gästen ankommen, dann, wenn Fahrer gebraucht werden. Dafür arbeiten wir.',
    },
    vision: {
      title: 'Unsere Vision',
      text: 'Wir wollen in Berlin und Brandenburg der Ansprechpartner für Lieferfahrer sein, dem die Gastronomie vertraut: flexibel in der Zusammenarbeit und fair zu allen Beteiligten.',
    },
    company: {
      heading: 'Wer hinter uns steht',
      firm: 'Unternehmen',
      managingDirectors: 'Geschäftsführung',
      owner: 'Inhaber',
      partners: 'Gesellschafter',
      founded: 'Gegründet',
      team: 'Team',
      drivers: '{count:number} Fahrerinnen und Fahrer',
      permit: 'Erlaubnis',
    },
    cta: {
      title: 'Lernen wir uns kennen',
      text: 'Erzählen Sie uns von Ihrem Betrieb – wir finden gemeinsam die passende Unterstützung.',
      button: 'Kontakt aufnehmen',
    },
  },
  contact: {
    header: {
      title: 'Kontakt',
      // Followed by the answer promise of the company data, or by trust.answerSoon.
      lead: 'Sagen Sie uns, wann und wie viele Fahrer Sie brauchen.',
    },
    info: {
      heading: 'So erreichen Sie uns',
      phone: 'Telefon',
      email: 'E-Mail',
      callbackTitle: 'Lieber ein Rückruf?',
      callbackText: 'Hinterlassen Sie Ihre Nummer, wir rufen Sie zurück.',
      // The specification's callback line: a number to call and leave one's own on.
      callbackLine: 'Oder rufen Sie unsere Rückrufnummer an und hinterlassen Sie dort Ihre Nummer:',
      callbackLink: 'Rückrufnummer',
    },
    map: {
      label: 'Kartenplatzhalter',
      text: 'Hier erscheint später eine Karte. Es werden keine Kartendienste Dritter geladen.',
    },
    serviceArea: {
      label: 'Unser Einsatzgebiet',
      text: 'Wir stellen Fahrerinnen und Fahrer in ganz Berlin und Brandenburg bereit.',
      address: 'Hier finden Sie uns:',
    },
    form: {
      heading: 'Ihre Anfrage',
      requiredExplanation: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
      name: 'Name',
      email: 'E-Mail',
      company: 'Restaurant oder Unternehmen',
      // After the label of every field that may be left empty.
      optional: '(optional)',
      // The first entry of a list while nothing is chosen.
      choose: 'Bitte wählen Sie',
      message: 'Ihre Nachricht',
      messageHint:
        'Zum Beispiel: Zeitraum, Anzahl der Fahrer, Fahrzeug, Liefergebiet. Höchstens {limit:number|count}\u00a0Zeichen.',
      consent:
        'Einverstanden: Wir speichern Ihre Angaben in der Regel {days:number}\u00a0Tage lang auf dem Server dieser Website, zusammen mit dem Zeitpunkt und dem Wortlaut dieser Einwilligung, und leiten Ihre Anfrage per E-Mail an unser Postfach weiter, um sie zu bearbeiten. Sie können die Einwilligung jederzeit widerrufen. Mehr dazu in der',
      consentPrivacyLink: 'Datenschutzerklärung',
      submit: 'Anfrage senden',
      sending: 'Wird gesendet …',
      sendingStatus: 'Ihre Anfrage wird gesendet …',
      // Fixed in German for every language (R-LANG-6 in docs/requirements.md).
      success: 'Nachricht erfolgreich gesendet!',
      notSent: 'Ihre Anfrage wurde nicht gesendet.',
      keptEntries:
        'Ihre Eingaben bleiben erhalten: Senden Sie die Anfrage einfach noch einmal, oder erreichen Sie uns direkt.',
      honeypot: 'Bitte lassen Sie dieses Feld leer.',
      messageLength: 'Ihre Nachricht hat {length:number|count}\u00a0Zeichen.',
      // Why an inquiry was not sent: a field the server refused, or the request as a whole.
      problems: {
        name: 'Bitte geben Sie Ihren Namen an, mit höchstens {limit:number|count}\u00a0Zeichen.',
        email:
          'Bitte geben Sie eine vollständige E-Mail-Adresse an, zum Beispiel name@restaurant.de.',
        company:
          'Der Name des Restaurants oder Unternehmens darf höchstens {limit:number|count}\u00a0Zeichen lang sein.',
        message:
          'Bitte schreiben Sie uns eine Nachricht mit höchstens {limit:number|count}\u00a0Zeichen.',
        gdprConsent:
          'Bitte bestätigen Sie, dass wir Ihre Angaben zur Bearbeitung Ihrer Anfrage verarbeiten dürfen.',
        tooLarge: 'Die Anfrage ist zu lang, um sie über das Formular zu senden.',
        tooMany:
          'Von Ihrem Anschluss kamen in kurzer Zeit sehr viele Anfragen. Bitte versuchen Sie es in zehn Minuten noch einmal.',
        unavailable:
          'Unser Server konnte Ihre Anfrage gerade nicht speichern. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
        refused: 'Unser Server hat die Anfrage nicht angenommen.',
        noConnection:
          'Unser Server hat nicht geantwortet. Vielleicht ist Ihre Internetverbindung unterbrochen.',
      },
    },
  },
  imprint: {
    title: 'Impressum',
    providerHeading: 'Angaben gemäß §\u00a05 DDG',
    generalPartner:
      'Persönlich haftende Gesellschafterin: {name:string}, eingetragen beim {court:string} unter {number:string}',
    representedBy: {
      managingDirectors: 'Vertreten durch die Geschäftsführung:',
      owner: 'Inhaber:',
      partners: 'Gesellschafter:',
    },
    contactHeading: 'Kontakt',
    phone: 'Telefon:',
    email: 'E-Mail:',
    registerHeading: 'Registereintrag',
    registerCourt: 'Registergericht:',
    registerNumber: 'Registernummer:',
    vatHeading: 'Umsatzsteuer-Identifikationsnummer',
    vatText: 'Umsatzsteuer-Identifikationsnummer gemäß §\u00a027a Umsatzsteuergesetz:',
    contentOwnerHeading: 'Verantwortlich für den Inhalt nach §\u00a018 Abs.\u00a02 MStV',
    permitHeading: 'Erlaubnis zur Arbeitnehmer\u00adüberlassung',
    permitText:
      'Wir verfügen über eine Erlaubnis zur Arbeitnehmerüberlassung nach §\u00a01 AÜG, erteilt am {date:string} von der Bundesagentur für Arbeit, {authority:string}.',
    // The permit's time limit, as its letter states it (§ 2 (4) and (5) AÜG).
    permitLimited: 'Die Erlaubnis ist befristet bis zum {date:string}.',
    permitUnlimited: 'Die Erlaubnis ist unbefristet.',
    permitValidity: 'Befristung: {value:string}',
    permitFileNumber: 'Aktenzeichen: {fileNumber:string}',
    supervisoryAuthority:
      'Zuständige Aufsichtsbehörde: Bundesagentur für Arbeit, {authority:string}',
    disputeHeading: 'EU-Streitschlichtung',
    disputeText:
      'Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit:',
    disputeEmail: 'Unsere E-Mail-Adresse finden Sie oben im Impressum.',
    arbitrationHeading: 'Verbraucher\u00adstreit\u00adbeilegung',
    arbitrationText:
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§\u00a036 VSBG).',
  },
  privacy: {
    title: 'Datenschutz\u00aderklärung',
    statusAsOf: 'Stand: {date:string}',
    // Joins the last two of a list: "a, b und c".
    and: 'und',
    intro:
      'Mit dieser Erklärung informieren wir Sie nach Art.\u00a013 DSGVO darüber, welche personenbezogenen Daten wir beim Besuch dieser Website verarbeiten, zu welchem Zweck und auf welcher Rechtsgrundlage.',
    additionalHeading: 'Weitere Hinweise',
    controller: {
      title: 'Verantwortlicher',
      text: 'Verantwortlich für die Datenverarbeitung auf dieser Website ist:',
      privacyEmail: 'Für Fragen zum Datenschutz:',
    },
    officer: {
      title: 'Datenschutz\u00adbeauftragte(r)',
      text: 'Sofern eine Person als Datenschutzbeauftragte benannt ist, erreichen Sie sie unter der oben genannten Anschrift mit dem Zusatz „Datenschutz“ oder per E-Mail:',
      none: 'Eine Datenschutzbeauftragte oder ein Datenschutzbeauftragter ist nicht benannt. Ihre Fragen zum Datenschutz richten Sie bitte an die oben genannte Anschrift oder per E-Mail an:',
    },
    processing: {
      title: 'Welche Daten wir verarbeiten und warum',
      text: 'Wir verarbeiten nur die Daten, die für den Betrieb dieser Website und die Bearbeitung Ihrer Anfragen nötig sind: technische Zugriffsdaten, um Ihnen die Seiten zu senden und die Website sicher zu betreiben (Rechtsgrundlage: Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO, unser berechtigtes Interesse an einem sicheren Betrieb), die Angaben in einer Anfrage über das Kontaktformular und in einer Rückrufbitte mit Ihrer Einwilligung (Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO), die Angaben in einer Bewerbung, um über ein Arbeitsverhältnis zu entscheiden (Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO), und die Angaben, die Sie uns per Telefon oder E-Mail mitteilen (Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO, soweit Ihre Anfrage auf einen Vertrag zielt, sonst Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO: unser Interesse, Ihre Anfrage zu beantworten). Einzelheiten stehen in Abschnitt\u00a09 und unter „Bewerbungen“, „Rückrufbitten“ und „Server-Logdateien“.',
    },
    recipients: {
      title: 'Empfänger und Hosting',
      text: 'Diese Website wird bei einem Hosting-Anbieter betrieben, und E-Mails erreichen uns über unseren E-Mail-Anbieter. Beide verarbeiten Daten nur in unserem Auftrag und nach unseren Weisungen; mit beiden haben wir einen Vertrag zur Auftragsverarbeitung geschlossen (Art.\u00a028 DSGVO). Darüber hinaus geben wir Ihre Daten nicht weiter, es sei denn, wir sind gesetzlich dazu verpflichtet. Schriftarten, Bilder und Symbole werden von dieser Website selbst ausgeliefert; es werden keine Inhalte von Drittanbietern geladen.',
      hosting: 'Hosting:',
      mail: 'E-Mail:',
    },
    // What each provider declared in the company data about where it processes data.
    transfer: {
      title: 'Keine Übermittlung in Drittländer',
      text: 'Unser Hosting-Anbieter und unser E-Mail-Anbieter verarbeiten Daten nur in der Europäischen Union oder im Europäischen Wirtschaftsraum. Wir übermitteln Ihre personenbezogenen Daten nicht in Länder außerhalb davon.',
      outsideEuTitle: 'Übermittlung in Drittländer',
      hostingServer:
        'Unser Hosting-Anbieter {provider:string} verarbeitet Daten auch in einem Drittland ({country:string}): technische Zugriffsdaten wie Ihre IP-Adresse und die Anfragen aus dem Kontaktformular, die der Server dieser Website speichert. Die Übermittlung dorthin stützt sich auf: {safeguard:string}.',
      hostingNetlify:
        'Diese Website wird von {provider:string} ausgeliefert, der dabei Daten auch in einem Drittland ({country:string}) verarbeitet: technische Zugriffsdaten wie Ihre IP-Adresse. Die Übermittlung dorthin stützt sich auf: {safeguard:string}.',
      mailWithInquiries:
        'Unser E-Mail-Anbieter {provider:string} verarbeitet Daten auch in einem Drittland ({country:string}): die Anfragen aus dem Kontaktformular, die uns per E-Mail erreichen, und E-Mails, die Sie uns schreiben, jeweils mit Ihrem Namen, Ihrer E-Mail-Adresse und dem Inhalt. Die Übermittlung dorthin stützt sich auf: {safeguard:string}.',
      mail: 'Unser E-Mail-Anbieter {provider:string} verarbeitet Daten auch in einem Drittland ({country:string}): E-Mails, die Sie uns schreiben, mit Ihrer E-Mail-Adresse und ihrem Inhalt. Die Übermittlung dorthin stützt sich auf: {safeguard:string}.',
      hostingInEu:
        'Unser Hosting-Anbieter {provider:string} verarbeitet Daten nur in der Europäischen Union oder im Europäischen Wirtschaftsraum.',
      mailInEu:
        'Unser E-Mail-Anbieter {provider:string} verarbeitet Daten nur in der Europäischen Union oder im Europäischen Wirtschaftsraum.',
      pending: 'Wo {provider:string} Daten verarbeitet: {location:string}',
      noOther:
        'Andere Daten übermitteln wir nicht in Länder außerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums.',
    },
    retention: {
      title: 'Speicherdauer',
      text: 'Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungsfristen es verlangen. Wie lange wir Anfragen, ihre E-Mails und Sicherungskopien aufbewahren, steht in Abschnitt\u00a09; wie lange Bewerbungen und Rückrufbitten, unter „Bewerbungen“ und „Rückrufbitten“; wie lange Protokolle, unter „Server-Logdateien“.',
    },
    rights: {
      title: 'Ihre Rechte',
      text: 'Sie haben das Recht auf Auskunft (Art.\u00a015 DSGVO), Berichtigung (Art.\u00a016 DSGVO), Löschung (Art.\u00a017 DSGVO), Einschränkung der Verarbeitung (Art.\u00a018 DSGVO) und Datenübertragbarkeit (Art.\u00a020 DSGVO). Wenden Sie sich dafür an die oben genannte Anschrift oder an die E-Mail-Adresse in Abschnitt\u00a02.',
      objectionTitle: 'Widerspruchsrecht nach Art.\u00a021 DSGVO',
      objection:
        'Soweit wir Daten auf Grundlage unseres berechtigten Interesses verarbeiten (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO), können Sie dieser Verarbeitung jederzeit aus Gründen widersprechen, die sich aus Ihrer besonderen Situation ergeben. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
    },
    withdrawal: {
      title: 'Widerruf Ihrer Einwilligung',
      text: 'Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel per E-Mail an uns. Ihre Anfrage löschen wir dann, soweit wir sie nicht aus einem anderen Grund aufbewahren müssen, etwa weil daraus ein Auftrag geworden ist. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.',
    },
    contactForm: {
      title: 'Kontaktformular, Telefon und E-Mail',
      // Where the site takes inquiries; the fields named are the form's (src/config/inquiryForm.ts).
      taken:
        'Wenn Sie das Kontaktformular absenden, speichert der Server dieser Website Ihre Angaben ({fields:string}) mit der Sprache der Seite und dem Zeitpunkt des Eingangs in einer Datenbank und leitet sie über unseren E-Mail-Anbieter an unser Postfach weiter. Wir verwenden sie nur, um Ihre Anfrage zu beantworten und Rückfragen zu klären. Rechtsgrundlage ist Ihre Einwilligung (Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO), die Sie mit dem Häkchen im Formular erteilen. Damit wir sie nachweisen können (Art.\u00a07 Abs.\u00a01 DSGVO), speichern wir mit Ihrer Anfrage den Zeitpunkt Ihrer Einwilligung und die Fassung des Einwilligungstextes, die Sie gesehen haben; beides wird mit der Anfrage gelöscht. Wird aus Ihrer Anfrage ein Auftrag, verarbeiten wir die nötigen Angaben zur Durchführung des Vertrags (Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO). Zum Schutz vor automatisch versandten Anfragen vermerken wir mit Ihrer Anfrage, ob das Formular in wenigen Sekunden ausgefüllt wurde, und ob dieselbe Anfrage schon einmal eingegangen ist (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO). Ihre IP-Adresse wird nicht gespeichert: Der Server zählt nur zehn Minuten lang im Arbeitsspeicher, wie viele Anfragen von einer Adresse kommen, bei IPv6 von einem Anschluss (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO). Wenn Sie uns per Telefon oder E-Mail kontaktieren, verarbeiten wir Ihre Angaben ebenso nur, um Ihre Anfrage zu bearbeiten.',
      // Art. 13 (2) (e) GDPR: which fields are required, and what follows without them.
      required:
        'Sie sind weder gesetzlich noch vertraglich verpflichtet, uns Daten zu geben. Für eine Anfrage über das Formular sind aber {fields:string} nötig: Ohne sie lässt sich das Formular nicht absenden, und wir können Ihre Anfrage nicht bearbeiten. Sie können uns stattdessen anrufen oder eine E-Mail schreiben.',
      optional: 'Freiwillig {{count:ist die Angabe|sind die Angaben}}: {fields:string}.',
      fields: {
        name: 'Ihr Name',
        email: 'Ihre E-Mail-Adresse',
        company: 'Ihr Restaurant oder Unternehmen',
        message: 'Ihre Nachricht',
        gdprConsent: 'Ihre Einwilligung (das Häkchen)',
      },
      // As the server deletes them (docs/inquiries.md): mailed ones; others only once someone looked.
      retention:
        'Auf dem Server dieser Website wird jede Anfrage, die uns per E-Mail erreicht hat, {days:number}\u00a0Tage nach ihrem Eingang automatisch gelöscht, mit dem Nachweis Ihrer Einwilligung. Eine Anfrage, die uns nicht per E-Mail erreicht hat, bleibt gespeichert, bis sie uns erreicht oder, wenn sie nicht zugestellt wird, bis wir sie auf dem Server gelesen haben; erst dann wird sie nach Ablauf der {days:number}\u00a0Tage gelöscht. So geht keine Anfrage verloren, ohne dass wir sie gesehen haben.',
      notTaken:
        'Das Kontaktformular nimmt auf dieser Website keine Anfragen an: Wenn Sie es absenden, erhält der Server unseres Hosting-Anbieters Ihre Eingaben, leitet sie aber nicht an uns weiter und speichert sie nicht für uns, und Sie erhalten den Hinweis, dass nichts gesendet wurde. Bitte rufen Sie uns an oder schreiben Sie uns eine E-Mail. Ihre Angaben verarbeiten wir dann nur, um Ihre Anfrage zu bearbeiten (Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO, soweit Ihre Anfrage auf einen Vertrag zielt, sonst Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO: unser Interesse, Ihre Anfrage zu beantworten).',
      copies:
        'E-Mails mit Anfragen löschen wir in unserem Postfach spätestens {mailboxDays:number}\u00a0Tage nach ihrem Eingang. Wird aus einer Anfrage ein Auftrag, bewahren wir sie als Geschäftsbrief so lange auf, wie das Handels- und Steuerrecht es verlangt (in der Regel sechs Jahre, §\u00a0257 HGB, §\u00a0147 AO).',
      backups:
        'Von der Datenbank mit den Anfragen fertigen wir täglich eine Sicherungskopie an und löschen jede nach {backupDays:number}\u00a0Tagen. Eine gelöschte Anfrage kann daher bis zu {backupDays:number}\u00a0Tage lang noch in einer Sicherungskopie enthalten sein; sie wird nur verwendet, um nach einem Datenverlust den Bestand wiederherzustellen.',
    },
    // Where the site takes applications; the fields named are the form's (src/config/applicationForm.ts).
    applications: {
      title: 'Bewerbungen',
      taken:
        'Wenn Sie sich über das Bewerbungsformular auf unseren Stellenseiten bewerben, speichert der Server dieser Website Ihre Angaben ({fields:string}) mit der Sprache der Seite und dem Zeitpunkt des Eingangs in einer Datenbank und leitet sie über unseren E-Mail-Anbieter an unser Postfach weiter. Wir verwenden sie, um über Ihre Bewerbung zu entscheiden und Sie dazu anzurufen; sehen dürfen sie nur die Personen in unserem Unternehmen, die über Einstellungen entscheiden. Rechtsgrundlage ist Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO: Die Verarbeitung ist für Maßnahmen nötig, die auf Ihre Anfrage vor dem Abschluss eines Arbeitsvertrags erfolgen. Dass wir Ihre Bewerbung auch für andere passende Stellen berücksichtigen und Sie deswegen anrufen, stützt sich auf Ihre Einwilligung (Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO), die Sie mit dem Häkchen im Formular erteilen; widerrufen Sie sie, bearbeiten wir Ihre Bewerbung nur noch für die gewählte Stelle. Damit wir die Einwilligung nachweisen können (Art.\u00a07 Abs.\u00a01 DSGVO), speichern wir mit Ihrer Bewerbung den Zeitpunkt Ihrer Einwilligung und die Fassung des Einwilligungstextes, die Sie gesehen haben. Wie bei Anfragen vermerken wir, ob das Formular in wenigen Sekunden ausgefüllt wurde und ob dieselbe Bewerbung schon einmal eingegangen ist, und der Server zählt nur zehn Minuten lang im Arbeitsspeicher, wie viele Formulare von einer Adresse kommen (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO). Dokumente nimmt das Formular nicht an.',
      required:
        'Sie sind weder gesetzlich noch vertraglich verpflichtet, uns Daten zu geben. Für eine Bewerbung über das Formular sind aber {fields:string} nötig: Ohne sie lässt sich das Formular nicht absenden. Sie können sich stattdessen telefonisch bewerben.',
      optional: 'Freiwillig {{count:ist die Angabe|sind die Angaben}}: {fields:string}.',
      fields: {
        name: 'Ihr Name',
        email: 'Ihre E-Mail-Adresse',
        phone: 'Ihre Telefonnummer',
        job: 'die Stelle',
        vehicles: 'Ihre eigenen Fahrzeuge',
        drivingLicences: 'Ihre Führerscheinklassen',
        availability: 'wann Sie fahren können',
        earliestStart: 'Ihr frühester Beginn',
        languages: 'Ihre Sprachen',
        message: 'Ihre Nachricht',
        consent: 'Ihre Einwilligung (das Häkchen)',
      },
      // As the server deletes them (docs/inquiries.md), and why this long (§ 15 (4) AGG, § 61b ArbGG).
      retention:
        'Auf dem Server dieser Website wird jede Bewerbung, die uns per E-Mail erreicht hat, {days:number}\u00a0Tage nach ihrem Eingang automatisch gelöscht, mit dem Nachweis Ihrer Einwilligung; eine Bewerbung, die uns nicht per E-Mail erreicht hat, erst, wenn wir sie auf dem Server gelesen haben. So lange bewahren wir Bewerbungen auf, weil wer abgelehnt wurde, Ansprüche wegen einer Benachteiligung innerhalb von zwei Monaten geltend machen und danach klagen kann (§\u00a015 Abs.\u00a04 AGG, §\u00a061b ArbGG); dafür stützen wir uns auf unser berechtigtes Interesse, uns gegen solche Ansprüche verteidigen zu können (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO). Stellen wir Sie ein, nehmen wir die nötigen Angaben in Ihre Personalakte.',
      copies:
        'E-Mails mit Bewerbungen löschen wir in unserem Postfach spätestens {mailboxDays:number}\u00a0Tage nach ihrem Eingang.',
      backups:
        'Eine gelöschte Bewerbung kann bis zu {backupDays:number}\u00a0Tage lang noch in einer Sicherungskopie der Datenbank enthalten sein; sie wird nur verwendet, um nach einem Datenverlust den Bestand wiederherzustellen.',
      notTaken:
        'Das Bewerbungsformular nimmt auf dieser Website keine Bewerbungen an: Wenn Sie es absenden, erhält der Server unseres Hosting-Anbieters Ihre Eingaben, leitet sie aber nicht an uns weiter und speichert sie nicht für uns, und Sie erhalten den Hinweis, dass nichts gesendet wurde. Bitte bewerben Sie sich telefonisch; Ihre Angaben verarbeiten wir dann, um über ein Arbeitsverhältnis zu entscheiden (Art.\u00a06 Abs.\u00a01 lit.\u00a0b DSGVO).',
    },
    // Where the site takes callback requests; the fields named are the form's (src/config/callbackForm.ts).
    callbacks: {
      title: 'Rückrufbitten',
      taken:
        'Wenn Sie auf der Kontaktseite um einen Rückruf bitten, speichert der Server dieser Website Ihre Angaben ({fields:string}) mit der Sprache der Seite und dem Zeitpunkt des Eingangs in einer Datenbank und leitet sie über unseren E-Mail-Anbieter an unser Postfach weiter. Wir verwenden sie nur, um Sie zurückzurufen. Rechtsgrundlage ist Ihre Einwilligung (Art.\u00a06 Abs.\u00a01 lit.\u00a0a DSGVO), die Sie mit dem Häkchen erteilen; den Zeitpunkt Ihrer Einwilligung und die Fassung des Einwilligungstextes, die Sie gesehen haben, speichern wir mit, um sie nachweisen zu können (Art.\u00a07 Abs.\u00a01 DSGVO). Wie bei Anfragen vermerken wir, ob das Formular in wenigen Sekunden ausgefüllt wurde und ob dieselbe Rückrufbitte schon einmal eingegangen ist (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO).',
      required:
        'Sie sind weder gesetzlich noch vertraglich verpflichtet, uns Daten zu geben. Für eine Rückrufbitte sind aber {fields:string} nötig: Ohne sie lässt sich das Formular nicht absenden. Sie können uns stattdessen anrufen.',
      fields: {
        name: 'Ihr Name',
        phone: 'Ihre Telefonnummer',
        callTime: 'wann wir Sie anrufen dürfen',
        consent: 'Ihre Einwilligung (das Häkchen)',
      },
      retention:
        'Auf dem Server dieser Website wird jede Rückrufbitte, die uns per E-Mail erreicht hat, {days:number}\u00a0Tage nach ihrem Eingang automatisch gelöscht, mit dem Nachweis Ihrer Einwilligung; eine Rückrufbitte, die uns nicht per E-Mail erreicht hat, erst, wenn wir sie auf dem Server gelesen haben.',
      copies:
        'E-Mails mit Rückrufbitten löschen wir in unserem Postfach spätestens {mailboxDays:number}\u00a0Tage nach ihrem Eingang.',
      backups:
        'Eine gelöschte Rückrufbitte kann bis zu {backupDays:number}\u00a0Tage lang noch in einer Sicherungskopie der Datenbank enthalten sein; sie wird nur verwendet, um nach einem Datenverlust den Bestand wiederherzustellen.',
      notTaken:
        'Die Rückrufbitte auf der Kontaktseite nimmt auf dieser Website keine Angaben an: Wenn Sie sie absenden, erhält der Server unseres Hosting-Anbieters Ihre Eingaben, leitet sie aber nicht an uns weiter und speichert sie nicht für uns, und Sie erhalten den Hinweis, dass nichts gesendet wurde. Bitte rufen Sie uns an.',
    },
    serverLogs: {
      title: 'Server-Logdateien',
      caddy:
        'Beim Aufruf dieser Website verarbeitet unser Server Ihre IP-Adresse, um Ihrem Browser die Seiten zu senden; gespeichert wird sie nicht. In seinem Protokoll vermerkt er zu jedem Aufruf nur {fields:string}. Der vorgeschaltete Webserver (Caddy), der die verschlüsselte Verbindung herstellt, führt kein Zugriffsprotokoll; Fehler vermerkt er ohne Ihre IP-Adresse und ohne die aufgerufene Adresse. Die Protokolle dienen der Fehlersuche und dem sicheren Betrieb (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO); Einträge, die älter als {days:number}\u00a0Tage sind, werden täglich automatisch gelöscht.',
      nginx:
        'Beim Aufruf dieser Website verarbeitet unser Webserver (nginx) Ihre IP-Adresse, um Ihrem Browser die Seiten zu senden. In seinem Zugriffsprotokoll vermerkt er zu jedem Aufruf nur {fields:string}; ebenso der Server, der Anfragen aus dem Kontaktformular annimmt. Tritt ein Fehler auf, etwa wenn von einer Adresse zu viele Anfragen kommen, vermerkt nginx ihn mit Ihrer IP-Adresse und der aufgerufenen Adresse in seinem Fehlerprotokoll. Die Protokolle dienen der Fehlersuche und dem sicheren Betrieb (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO); Einträge, die älter als {days:number}\u00a0Tage sind, werden täglich automatisch gelöscht.',
      netlify:
        'Diese Website wird von {provider:string} ausgeliefert; einen eigenen Server betreiben wir dafür nicht, und wir führen keine Protokolle. {provider:string} verarbeitet beim Ausliefern Ihre IP-Adresse und weitere technische Zugriffsdaten, etwa Datum und Uhrzeit und die aufgerufene Adresse, und speichert sie in eigenen Protokollen, die nach {days:number}\u00a0Tagen gelöscht werden. Das dient der sicheren und schnellen Auslieferung der Website (Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO).',
      fields: {
        time: 'Datum und Uhrzeit',
        method: 'die Art des Aufrufs (etwa GET)',
        path: 'die aufgerufene Seite ohne Suchparameter',
        status: 'den Statuscode der Antwort',
        duration: 'die Dauer der Antwort',
      },
    },
    languageStorage: {
      title: 'Speicherung Ihrer Sprachwahl',
      storageAndCookie:
        'Wenn Sie die Sprache der Website wechseln, speichern wir Ihre Wahl im lokalen Speicher Ihres Browsers und in einem Cookie ({cookies:string}), damit die Seite beim nächsten Aufruf gleich in dieser Sprache erscheint. Der Name des Cookies nennt die gewählte Sprache; sonst enthält es nichts, es wird nur an diese Website gesendet und läuft nach {days:number}\u00a0Tagen ab. Diese Speicherung ist für den von Ihnen gewünschten Dienst unbedingt erforderlich (§\u00a025 Abs.\u00a02 Nr.\u00a02 TDDDG) und enthält keine personenbezogenen Daten. Sie können beides jederzeit in Ihren Browsereinstellungen löschen. Weitere Cookies setzt diese Website nicht, und sie verwendet keine Analyse- oder Tracking-Dienste.',
      or: 'oder',
    },
    complaint: {
      title: 'Beschwerderecht bei einer Aufsichtsbehörde',
      text: 'Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art.\u00a077 DSGVO). Zuständig für uns ist:',
    },
  },
  // Labels of company data not supplied yet (src/config/company.ts), shown as `[label]`.
  placeholders: {
    hostingProvider: 'Name und Sitz des Hosting-Anbieters',
    hostingDataLocation: 'EU oder Drittland, in dem der Hosting-Anbieter Daten verarbeitet',
    mailProvider: 'Name und Sitz des E-Mail-Anbieters',
    mailDataLocation: 'EU oder Drittland, in dem der E-Mail-Anbieter Daten verarbeitet',
    companyName: 'Firmenname',
    legalForm: 'Rechtsform',
    street: 'Straße und Hausnummer',
    postalCode: 'PLZ',
    locality: 'Ort',
    phone: 'Telefonnummer',
    callbackPhone: 'Rückrufnummer',
    managingDirector: 'Name der Geschäftsführung',
    registerCourt: 'Registergericht',
    registerNumber: 'Handelsregisternummer',
    vatId: 'USt-IdNr.',
    contentOwner: 'Name und Anschrift der inhaltlich verantwortlichen Person',
    dataProtectionOfficer: 'Name und Kontakt der oder des Datenschutzbeauftragten, falls benannt',
    dataProtectionAuthority: 'Zuständige Datenschutz-Aufsichtsbehörde mit Anschrift',
    contactEmail: 'E-Mail-Adresse für Anfragen',
    legalEmail: 'E-Mail-Adresse für das Impressum',
    privacyEmail: 'E-Mail-Adresse für Fragen zum Datenschutz',
    permitAuthority: 'Agentur für Arbeit, die die Erlaubnis erteilt hat',
    permitIssuedOn: 'Datum der Erlaubnis',
    permitValidUntil: 'befristet bis (Datum) oder unbefristet',
    permitFileNumber: 'Aktenzeichen der Erlaubnis, falls angegeben',
    driverTraining: 'Worin Ihre Fahrer vor dem ersten Einsatz geschult werden',
    leadTimeHours: 'Stunden bis zum ersten Einsatz',
    billingModels: 'Arten der Abrechnung',
    assignmentHours: 'Zeiten, zu denen Ihre Fahrer fahren',
  },
  // The e-mail that brings an inquiry to the company (src/server/inquiries/inquiryMail.ts).
  inquiryMail: {
    subject: 'Anfrage über die Website an {company:string} von {name:string}',
    subjectAbout: 'Anfrage über die Website an {company:string} von {name:string} ({about:string})',
    intro: 'Über das Kontaktformular der Website ist eine Anfrage eingegangen.',
    // Notes above the fields, each only where it applies (src/server/inquiries/inquiryMail.ts).
    possiblyAutomated:
      'Hinweis: Das Formular wurde in weniger als {seconds:number} Sekunden ausgefüllt. So schnell sind meist Programme; es kann aber auch ein Mensch gewesen sein, dessen Browser die Felder ausgefüllt hat.',
    releasedFromSpam:
      'Hinweis: Diese Anfrage war als Spam zurückgehalten (ein für Menschen unsichtbares Feld war ausgefüllt) und wurde am {releasedAt:string} von Hand freigegeben.',
    repeats:
      'Hinweis: Diese Anfrage wiederholt Anfrage Nr. {id:number} vom {receivedAt:string} mit denselben Angaben. Vielleicht wartet die Person noch auf eine Antwort.',
    name: 'Name',
    email: 'E-Mail',
    company: 'Restaurant oder Unternehmen',
    // For a field left empty.
    notGiven: '(nicht angegeben)',
    language: 'Sprache der Seite',
    receivedAt: 'Eingegangen',
    number: 'Anfrage Nr.',
    message: 'Nachricht',
    replyHint: 'Eine Antwort auf diese E-Mail geht an {name:string} <{email:string}>.',
    keptHint:
      'Die Anfrage bleibt {days:number} Tage auf dem Server der Website gespeichert (npm run inquiries -- show {id:number}).',
  },
  // The e-mail that brings an application to the company (src/server/inquiries/inquiryMail.ts).
  applicationMail: {
    subject: 'Bewerbung über die Website an {company:string} von {name:string}',
    subjectAbout:
      'Bewerbung über die Website an {company:string} von {name:string} ({about:string})',
    intro: 'Über die Website ist eine Bewerbung eingegangen.',
    possiblyAutomated:
      'Hinweis: Das Formular wurde in weniger als {seconds:number} Sekunden ausgefüllt. So schnell sind meist Programme; es kann aber auch ein Mensch gewesen sein, dessen Browser die Felder ausgefüllt hat.',
    releasedFromSpam:
      'Hinweis: Diese Bewerbung war als Spam zurückgehalten (ein für Menschen unsichtbares Feld war ausgefüllt) und wurde am {releasedAt:string} von Hand freigegeben.',
    repeats:
      'Hinweis: Diese Bewerbung wiederholt Bewerbung Nr. {id:number} vom {receivedAt:string} mit denselben Angaben. Vielleicht wartet die Person noch auf eine Antwort.',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    job: 'Stelle',
    vehicles: 'Eigene Fahrzeuge',
    drivingLicences: 'Führerschein',
    availability: 'Kann fahren',
    earliestStart: 'Frühester Beginn',
    languages: 'Sprachen',
    message: 'Nachricht',
    notGiven: '(nicht angegeben)',
    language: 'Sprache der Seite',
    receivedAt: 'Eingegangen',
    number: 'Bewerbung Nr.',
    replyHint: 'Eine Antwort auf diese E-Mail geht an {name:string} <{email:string}>.',
    keptHint:
      'Die Bewerbung bleibt {days:number} Tage auf dem Server der Website gespeichert (npm run inquiries -- show {id:number}). Geben Sie sie nur an die Personen weiter, die über die Einstellung entscheiden.',
  },
  // The e-mail that brings a callback request to the company (src/server/inquiries/inquiryMail.ts).
  callbackMail: {
    subject: 'Rückrufbitte über die Website an {company:string} von {name:string}',
    subjectAbout:
      'Rückrufbitte über die Website an {company:string} von {name:string} ({about:string})',
    intro: 'Über die Website bittet jemand um einen Rückruf.',
    possiblyAutomated:
      'Hinweis: Das Formular wurde in weniger als {seconds:number} Sekunden ausgefüllt. So schnell sind meist Programme; es kann aber auch ein Mensch gewesen sein, dessen Browser die Felder ausgefüllt hat.',
    releasedFromSpam:
      'Hinweis: Diese Rückrufbitte war als Spam zurückgehalten (ein für Menschen unsichtbares Feld war ausgefüllt) und wurde am {releasedAt:string} von Hand freigegeben.',
    repeats:
      'Hinweis: Diese Rückrufbitte wiederholt Rückrufbitte Nr. {id:number} vom {receivedAt:string} mit denselben Angaben. Vielleicht wartet die Person noch auf den Anruf.',
    name: 'Name',
    phone: 'Telefon',
    callTime: 'Anrufen',
    notGiven: '(nicht angegeben)',
    language: 'Sprache der Seite',
    receivedAt: 'Eingegangen',
    number: 'Rückrufbitte Nr.',
    keptHint:
      'Die Rückrufbitte bleibt {days:number} Tage auf dem Server der Website gespeichert (npm run inquiries -- show {id:number}).',
  },
  // The confirmation of a stored inquiry: its page without the app, and beside the form with it.
  inquiryReceived: {
    title: 'Vielen Dank für Ihre Anfrage',
    arrived: 'Ihre Anfrage ist bei uns eingegangen.',
    receivedAt: 'Eingegangen am {date:string} um {time:string}\u00a0Uhr.',
    replyTo: 'Unsere Antwort geht an {name:string}, {email:string}.',
    urgent: 'Eilt es? Rufen Sie uns an:',
    home: 'Zur Startseite',
  },
  inquiryNotSent: {
    title: 'Ihre Anfrage wurde nicht gesendet',
    kept: 'Was Sie eingegeben haben, ist nicht verloren: Gehen Sie mit der Zurück-Funktion Ihres Browsers zum Formular zurück, dort steht es noch.',
    reachUs: 'Sie erreichen uns auch direkt:',
    newForm: 'Leeres Formular öffnen',
  },
  // The callback request on the contact page (src/config/callbackForm.ts).
  callbackForm: {
    requiredExplanation: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
    name: 'Name',
    phone: 'Telefonnummer',
    callTime: 'Wann dürfen wir Sie anrufen?',
    // Within the phone hours: the confirmation names the day and the hours.
    callTimes: {
      asap: 'So bald wie möglich',
      morning: 'Vormittags, bis 12\u00a0Uhr',
      afternoon: 'Nachmittags, ab 12\u00a0Uhr',
    },
    optional: '(optional)',
    choose: 'Bitte wählen Sie',
    consent:
      'Einverstanden: Wir speichern Ihren Namen und Ihre Telefonnummer {days:number}\u00a0Tage lang auf dem Server dieser Website, zusammen mit dem Zeitpunkt und dem Wortlaut dieser Einwilligung, und leiten Ihre Rückrufbitte per E-Mail an unser Postfach weiter, um Sie zurückzurufen. Sie können die Einwilligung jederzeit widerrufen. Mehr dazu in der',
    consentPrivacyLink: 'Datenschutzerklärung',
    submit: 'Rückruf anfordern',
    sending: 'Wird gesendet …',
    sendingStatus: 'Ihre Rückrufbitte wird gesendet …',
    notSent: 'Ihre Rückrufbitte wurde nicht gesendet.',
    keptEntries:
      'Ihre Eingaben bleiben erhalten: Senden Sie die Rückrufbitte einfach noch einmal, oder rufen Sie uns direkt an.',
    honeypot: 'Bitte lassen Sie dieses Feld leer.',
    problems: {
      name: 'Bitte geben Sie Ihren Namen an, mit höchstens {limit:number|count}\u00a0Zeichen.',
      phone:
        'Bitte geben Sie eine Telefonnummer an, unter der wir Sie erreichen, zum Beispiel 030\u00a012345678.',
      callTime: 'Bitte wählen Sie, wann wir Sie anrufen dürfen.',
      consent: 'Bitte bestätigen Sie, dass wir Ihre Angaben für den Rückruf verarbeiten dürfen.',
      tooLarge: 'Die Rückrufbitte ist zu lang, um sie über das Formular zu senden.',
      tooMany:
        'Von Ihrem Anschluss kamen in kurzer Zeit sehr viele Formulare. Bitte versuchen Sie es in zehn Minuten noch einmal.',
      unavailable:
        'Unser Server konnte Ihre Rückrufbitte gerade nicht speichern. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
      refused: 'Unser Server hat die Rückrufbitte nicht angenommen.',
      noConnection:
        'Unser Server hat nicht geantwortet. Vielleicht ist Ihre Internetverbindung unterbrochen.',
    },
  },
  // The confirmation of a stored callback request: its page without the app, and beside the form.
  callbackReceived: {
    title: 'Vielen Dank, wir rufen Sie zurück',
    arrived: 'Ihre Rückrufbitte ist bei uns eingegangen.',
    callAt: 'Wir rufen Sie unter {phone:string} an, {when:string}.',
    // Without the app, which alone knows the time chosen.
    callInChosenTime:
      'Wir rufen Sie zu der Zeit an, die Sie gewählt haben, innerhalb unserer Telefonzeiten.',
    callSoon: 'Wir rufen Sie so bald wie möglich an.',
    // When the call comes: {day} is one of `days`.
    when: {
      asap: 'so bald wie möglich',
      asapUntil: 'so bald wie möglich, {day:string} bis {to:string}\u00a0Uhr',
      asapFrom: 'so bald wie möglich, {day:string} ab {from:string}\u00a0Uhr',
      partUntil: '{day:string} bis {to:string}\u00a0Uhr',
      part: '{day:string} zwischen {from:string} und {to:string}\u00a0Uhr',
    },
    days: { today: 'heute', tomorrow: 'morgen', on: 'am {weekday:string}, {date:string},' },
    urgent: 'Eilt es? Rufen Sie uns an:',
    home: 'Zur Startseite',
  },
  callbackNotSent: {
    title: 'Ihre Rückrufbitte wurde nicht gesendet',
    kept: 'Was Sie eingegeben haben, ist nicht verloren: Gehen Sie mit der Zurück-Funktion Ihres Browsers zum Formular zurück, dort steht es noch.',
    reachUs: 'Sie erreichen uns auch direkt:',
    newForm: 'Leeres Formular öffnen',
  },
  // The application on the jobs page and each job's page (src/config/applicationForm.ts): drivers
  // are addressed with "du", as on the jobs pages (docs/recipes.md).
  applicationForm: {
    requiredExplanation: 'Felder mit * musst du ausfüllen.',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefonnummer',
    job: 'Stelle',
    anyJob: 'Jede passende Stelle (Initiativbewerbung)',
    vehicles: 'Dein eigenes Fahrzeug',
    drivingLicences: 'Dein Führerschein',
    drivingLicencesHint:
      'Kreuz die Klassen an, die du hast. Nötig für Stellen, die einen Führerschein verlangen.',
    drivingLicenceNeeded:
      'Für diese Stelle brauchst du einen Führerschein der Klasse {licenceClass:string}.',
    availability: 'Wann kannst du fahren?',
    availabilityHint:
      'Zum Beispiel: Mo–Fr ab 17\u00a0Uhr, am Wochenende ganztags. Höchstens {limit:number|count}\u00a0Zeichen.',
    earliestStart: 'Ab wann kannst du anfangen?',
    languages: 'Welche Sprachen sprichst du?',
    languagesHint: 'Zum Beispiel: Deutsch, Englisch, Türkisch.',
    message: 'Nachricht',
    messageHint: 'Was wir noch wissen sollten. Höchstens {limit:number|count}\u00a0Zeichen.',
    optional: '(optional)',
    choose: 'Bitte wählen',
    consent:
      'Einverstanden: Wir speichern deine Bewerbung {days:number}\u00a0Tage lang auf dem Server dieser Website, zusammen mit dem Zeitpunkt und dem Wortlaut dieser Einwilligung, leiten sie per E-Mail an unser Postfach weiter und dürfen dich in dieser Zeit auch wegen anderer passender Stellen anrufen. Du kannst die Einwilligung jederzeit widerrufen. Mehr dazu in der',
    consentPrivacyLink: 'Datenschutzerklärung',
    submit: 'Bewerbung senden',
    sending: 'Wird gesendet …',
    sendingStatus: 'Deine Bewerbung wird gesendet …',
    notSent: 'Deine Bewerbung wurde nicht gesendet.',
    keptEntries:
      'Deine Eingaben bleiben erhalten: Sende die Bewerbung einfach noch einmal, oder ruf uns an.',
    honeypot: 'Bitte lass dieses Feld leer.',
    messageLength: 'Deine Nachricht hat {length:number|count}\u00a0Zeichen.',
    problems: {
      name: 'Bitte gib deinen Namen an, mit höchstens {limit:number|count}\u00a0Zeichen.',
      email:
        'Bitte gib eine vollständige E-Mail-Adresse an, zum Beispiel name@beispiel.de, oder lass das Feld leer.',
      phone:
        'Bitte gib eine Telefonnummer an, unter der wir dich erreichen, zum Beispiel 0151\u00a023456789.',
      job: 'Bitte wähl eine Stelle aus der Liste, oder „Jede passende Stelle“.',
      vehicles: 'Bitte wähl nur Fahrzeuge aus der Liste.',
      drivingLicences:
        'Die gewählte Stelle verlangt einen Führerschein: Kreuz die Klasse an, die du hast.',
      availability:
        'Bitte schreib, wann du fahren kannst, mit höchstens {limit:number|count}\u00a0Zeichen.',
      earliestStart:
        'Bitte wähl einen Tag ab heute, höchstens {daysAfter:number}\u00a0Tage im Voraus.',
      languages: 'Die Sprachen dürfen höchstens {limit:number|count}\u00a0Zeichen lang sein.',
      message: 'Deine Nachricht darf höchstens {limit:number|count}\u00a0Zeichen lang sein.',
      consent: 'Bitte bestätige, dass wir deine Angaben für deine Bewerbung verarbeiten dürfen.',
      tooLarge: 'Die Bewerbung ist zu lang, um sie über das Formular zu senden.',
      tooMany:
        'Von deinem Anschluss kamen in kurzer Zeit sehr viele Formulare. Bitte versuch es in zehn Minuten noch einmal.',
      unavailable:
        'Unser Server konnte deine Bewerbung gerade nicht speichern. Bitte versuch es in ein paar Minuten noch einmal.',
      refused: 'Unser Server hat die Bewerbung nicht angenommen.',
      noConnection:
        'Unser Server hat nicht geantwortet. Vielleicht ist deine Internetverbindung unterbrochen.',
    },
    // What a driver brings in person: what German law asks of every employment, nothing of the firm's.
    bring: {
      heading: 'Keine Unterlagen hochladen',
      intro: 'Bring sie mit, wenn wir uns treffen:',
      items: {
        identity: 'deinen Personalausweis oder Reisepass',
        workPermit:
          'ohne Staatsangehörigkeit der EU, des EWR oder der Schweiz: deinen Aufenthaltstitel, der dir die Arbeit erlaubt',
        licence: 'für eine Stelle mit Führerschein: deinen Führerschein',
        payroll:
          'für den Vertrag: deine Steuer-ID, deine Sozialversicherungsnummer und deine Krankenkasse',
      },
    },
  },
  // The confirmation of a stored application: its page without the app, and beside the form.
  applicationReceived: {
    title: 'Danke für deine Bewerbung',
    arrived: 'Deine Bewerbung ist bei uns eingegangen.',
    receivedAt: 'Eingegangen am {date:string} um {time:string}\u00a0Uhr.',
    callYou: 'Wir melden uns bei dir unter {phone:string}.',
    // Without the app, which alone knows the number given.
    callYouGiven: 'Wir melden uns bei dir unter der Telefonnummer, die du angegeben hast.',
    questions: 'Fragen? Ruf uns an:',
    allJobs: 'Zu den offenen Stellen',
  },
  applicationNotSent: {
    title: 'Deine Bewerbung wurde nicht gesendet',
    kept: 'Was du eingegeben hast, ist nicht verloren: Geh mit der Zurück-Funktion deines Browsers zum Formular zurück, dort steht es noch.',
    reachUs: 'Du erreichst uns auch direkt:',
    newForm: 'Leeres Formular öffnen',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite gibt es leider nicht. Vielleicht hilft Ihnen die Startseite weiter.',
    otherLanguage: 'Page not found. The page you are looking for does not exist.',
    home: 'Zur Startseite',
  },
  // Drivers are addressed with "du", as courier job ads are (docs/recipes.md); restaurant owners
  // everywhere else with "Sie".
  jobs: {
    header: {
      title: 'Jobs für Fahrerinnen und Fahrer',
      lead: 'Du lieferst gern mit dem Fahrrad, dem E-Scooter oder dem Auto? Hier findest du unsere offenen Stellen in Berlin und Brandenburg.',
    },
    open: 'Offene Stellen',
    samples:
      'Beispiele: Diese Stellen sind Platzhalter und werden vor der Veröffentlichung der Website durch echte Stellen ersetzt.',
    sample:
      'Beispiel: Diese Stelle ist ein Platzhalter und wird vor der Veröffentlichung der Website durch eine echte Stelle ersetzt.',
    none: 'Gerade ist keine Stelle ausgeschrieben.',
    speculative: {
      heading: 'Jetzt bewerben',
      text: 'Für eine unserer Stellen oder auf gut Glück: Sag uns, womit du fährst und wann du Zeit hast.',
    },
    facts: {
      heading: 'Die Stelle auf einen Blick',
      vehicles: 'Fahrzeug',
      employment: 'Anstellung',
      area: 'Einsatzort',
      pay: 'Bezahlung',
      licence: 'Führerschein',
      validThrough: 'Bewerbung bis',
      datePosted: 'Ausgeschrieben am',
    },
    vehicles: { bike: 'Fahrrad', escooter: 'E-Scooter', car: 'Auto' },
    employment: { fullTime: 'Vollzeit', partTime: 'Teilzeit', minijob: 'Minijob' },
    pay: {
      hour: '{amount:string}\u00a0€ pro Stunde',
      shift: '{amount:string}\u00a0€ pro Schicht',
      delivery: '{amount:string}\u00a0€ pro Lieferung',
    },
    decimalSeparator: ',',
    or: 'oder',
    licence: 'Klasse {licenceClass:string}',
    noLicence: 'Nicht nötig',
    untilFilled: 'Bis die Stelle besetzt ist',
    description: 'Was dich erwartet',
    apply: {
      heading: 'Bewirb dich für diese Stelle',
      text: 'Ein paar Angaben genügen, Unterlagen brauchst du dafür nicht.',
    },
    callInstead: 'Lieber gleich anrufen?',
    closed: {
      title: 'Diese Stelle ist nicht mehr offen',
      text: 'Bewerbungen waren bis zum {date:string} möglich.',
    },
    allJobs: 'Zu den offenen Stellen',
    pageTitle: '{title:string} | {company:string}',
    line: {
      text: 'Auf Jobsuche als Fahrerin oder Fahrer?',
      link: 'Zu den Fahrerjobs',
    },
  },
} satisfies BaseTranslation

export default de

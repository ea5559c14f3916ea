import type { SubjectId } from './subjects.ts';

/**
 * What a Hindi- or Tamil-speaking school or teacher types for a subject: the word in Devanagari or Tamil
 * script and its common romanisations ("ganit", "ganitham", "kanakku"). Read as synonyms of the
 * vocabulary (decision 038), so "ganitham" finds Mathematics wherever "maths" does. Each word names one
 * subject only; a word shared by two (Tamil "kanakku" is sums and accounts) goes to the school subject.
 */
export const INDIAN_SUBJECT_NAMES: Partial<Record<SubjectId, readonly string[]>> = {
  mathematics: ['ganit', 'ganith', 'ganitha', 'ganitham', 'kanitham', 'kanakku', 'गणित', 'கணிதம்', 'கணக்கு'],
  science: ['vigyan', 'vigyaan', 'vignan', 'vignanam', 'ariviyal', 'विज्ञान', 'அறிவியல்'],
  'social-science': ['samajik vigyan', 'samajik adhyayan', 'samooga ariviyal', 'सामाजिक विज्ञान', 'சமூக அறிவியல்'],
  evs: ['paryavaran', 'paryavaran adhyayan', 'suttruchoozhal', 'पर्यावरण अध्ययन', 'சுற்றுச்சூழல்'],
  english: ['angrezi', 'angreji', 'aangilam', 'angilam', 'अंग्रेज़ी', 'अंग्रेजी', 'ஆங்கிலம்'],
  hindi: ['हिंदी', 'हिन्दी', 'இந்தி'],
  sanskrit: ['sanskrutam', 'samskritam', 'संस्कृत', 'சமஸ்கிருதம்'],
  tamil: ['thamizh', 'tamizh', 'thamil', 'तमिल', 'தமிழ்'],
  physics: ['bhautiki', 'bhautik vigyan', 'iyarpiyal', 'भौतिकी', 'भौतिक विज्ञान', 'இயற்பியல்'],
  chemistry: ['rasayan', 'rasayan vigyan', 'vethiyiyal', 'rasayanam', 'रसायन', 'रसायन विज्ञान', 'வேதியியல்'],
  biology: ['jeev vigyan', 'jeevvigyan', 'uyiriyal', 'जीव विज्ञान', 'உயிரியல்'],
  history: ['itihas', 'itihaas', 'varalaru', 'इतिहास', 'வரலாறு'],
  geography: ['bhugol', 'bhoogol', 'puviyiyal', 'भूगोल', 'புவியியல்'],
  economics: ['arthashastra', 'arthshastra', 'porulatharam', 'porulaadharam', 'अर्थशास्त्र', 'பொருளாதாரம்'],
  commerce: ['vanijya', 'vanigam', 'vanigaviyal', 'वाणिज्य', 'வணிகவியல்'],
  accountancy: ['lekhankan', 'lekhashastra', 'kanakkiyal', 'kanakku pathivial', 'लेखांकन', 'கணக்குப்பதிவியல்'],
  'computer-science': ['sanganak', 'kanini', 'kaniniyal', 'कंप्यूटर', 'कम्प्यूटर', 'கணினி', 'கணினி அறிவியல்'],
  'physical-education': ['sharirik shiksha', 'vyayam', 'udarkalvi', 'udal kalvi', 'शारीरिक शिक्षा', 'உடற்கல்வி'],
  arts: ['kala', 'chitrakala', 'oviyam', 'कला', 'चित्रकला', 'ஓவியம்'],
  music: ['sangeet', 'sangeetham', 'sangitam', 'isai', 'संगीत', 'இசை'],
  dance: ['nritya', 'nrityam', 'natanam', 'nadanam', 'bharatanatyam', 'नृत्य', 'நடனம்'],
  drama: ['natak', 'naatak', 'nadagam', 'naadagam', 'नाटक', 'நாடகம்'],
  crafts: ['hastkala', 'hastakala', 'kaivinai', 'हस्तकला', 'கைவினை'],
  yoga: ['yog', 'yogasana', 'योग', 'யோகா'],
};

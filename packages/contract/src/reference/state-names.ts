import type { UiLanguage } from '../i18n/languages.ts';
import { stateName, type StateCode } from './states.ts';

/**
 * Each state's and union territory's name in Hindi and Tamil, as people write them. A Hindi or Tamil
 * screen shows the English name with it ("Tamil Nadu · तमिलनाडु"): addresses, documents and boards use
 * the English one, and either can be typed into a searchable select. Districts stay English.
 */
export const STATE_LOCAL_NAMES: Record<StateCode, { hi: string; ta: string }> = {
  AN: { hi: 'अंडमान और निकोबार द्वीपसमूह', ta: 'அந்தமான் நிக்கோபார் தீவுகள்' },
  AP: { hi: 'आंध्र प्रदेश', ta: 'ஆந்திரப் பிரதேசம்' },
  AR: { hi: 'अरुणाचल प्रदेश', ta: 'அருணாச்சலப் பிரதேசம்' },
  AS: { hi: 'असम', ta: 'அசாம்' },
  BR: { hi: 'बिहार', ta: 'பீகார்' },
  CH: { hi: 'चंडीगढ़', ta: 'சண்டிகர்' },
  CG: { hi: 'छत्तीसगढ़', ta: 'சத்தீஸ்கர்' },
  DH: { hi: 'दादरा और नगर हवेली और दमन और दीव', ta: 'தாத்ரா நகர் ஹவேலி மற்றும் டாமன் டையூ' },
  DL: { hi: 'दिल्ली', ta: 'டெல்லி' },
  GA: { hi: 'गोवा', ta: 'கோவா' },
  GJ: { hi: 'गुजरात', ta: 'குஜராத்' },
  HR: { hi: 'हरियाणा', ta: 'ஹரியானா' },
  HP: { hi: 'हिमाचल प्रदेश', ta: 'இமாச்சலப் பிரதேசம்' },
  JK: { hi: 'जम्मू और कश्मीर', ta: 'ஜம்மு காஷ்மீர்' },
  JH: { hi: 'झारखंड', ta: 'ஜார்க்கண்ட்' },
  KA: { hi: 'कर्नाटक', ta: 'கர்நாடகா' },
  KL: { hi: 'केरल', ta: 'கேரளா' },
  LA: { hi: 'लद्दाख', ta: 'லடாக்' },
  LD: { hi: 'लक्षद्वीप', ta: 'இலட்சத்தீவுகள்' },
  MP: { hi: 'मध्य प्रदेश', ta: 'மத்தியப் பிரதேசம்' },
  MH: { hi: 'महाराष्ट्र', ta: 'மகாராஷ்டிரா' },
  MN: { hi: 'मणिपुर', ta: 'மணிப்பூர்' },
  ML: { hi: 'मेघालय', ta: 'மேகாலயா' },
  MZ: { hi: 'मिज़ोरम', ta: 'மிசோரம்' },
  NL: { hi: 'नागालैंड', ta: 'நாகாலாந்து' },
  OD: { hi: 'ओडिशा', ta: 'ஒடிசா' },
  PY: { hi: 'पुडुचेरी', ta: 'புதுச்சேரி' },
  PB: { hi: 'पंजाब', ta: 'பஞ்சாப்' },
  RJ: { hi: 'राजस्थान', ta: 'ராஜஸ்தான்' },
  SK: { hi: 'सिक्किम', ta: 'சிக்கிம்' },
  TN: { hi: 'तमिलनाडु', ta: 'தமிழ்நாடு' },
  TS: { hi: 'तेलंगाना', ta: 'தெலங்கானா' },
  TR: { hi: 'त्रिपुरा', ta: 'திரிபுரா' },
  UP: { hi: 'उत्तर प्रदेश', ta: 'உத்தரப் பிரதேசம்' },
  UK: { hi: 'उत्तराखंड', ta: 'உத்தராகண்ட்' },
  WB: { hi: 'पश्चिम बंगाल', ta: 'மேற்கு வங்காளம்' },
};

/** A state as a screen in `language` names it: English alone, or English · the local name. */
export function stateLabel(code: StateCode, language: UiLanguage): string {
  return language === 'en' ? stateName(code) : `${stateName(code)} · ${STATE_LOCAL_NAMES[code][language]}`;
}

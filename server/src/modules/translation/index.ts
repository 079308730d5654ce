import { baiduTranslator, type BaiduSettings } from './adapters/baidu';
import { deeplTranslator, type DeeplSettings } from './adapters/deepl';
import { googleTranslator, type GoogleSettings } from './adapters/google';
import { tencentTranslator, type TencentSettings } from './adapters/tencent';
import type { FastifyPluginAsync } from 'fastify';
import { translationRoutes, type TranslationRouteOptions } from './routes';
import type { Translator } from './translator';

export type TranslatorSettings = DeeplSettings | GoogleSettings | BaiduSettings | TencentSettings;

/** The adapter of the service the settings name (TRANSLATOR, docs/translation.md). */
export function createTranslator(settings: TranslatorSettings): Translator {
  switch (settings.provider) {
    case 'deepl':
      return deeplTranslator(settings);
    case 'google':
      return googleTranslator(settings);
    case 'baidu':
      return baiduTranslator(settings);
    case 'tencent':
      return tencentTranslator(settings);
  }
}

/** Machine translation for signed-in members (docs/translation.md). */
const translationModule: FastifyPluginAsync<TranslationRouteOptions> = async (app, options) => {
  translationRoutes(app, options);
};

export default translationModule;

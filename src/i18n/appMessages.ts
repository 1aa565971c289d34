/**
 * The whole pt-BR tree, for the app behind the sign-in (imported by its i18n and data providers).
 * Read `?raw` so it is a module of its own: the shell's named imports of the same file (messages.ts)
 * stay small, and the sign-in page does not download the app's texts.
 */
import ptBRText from '../../locales/pt-BR.json?raw'
import { provideLocale } from './messages'

provideLocale('pt-BR', JSON.parse(ptBRText) as Record<string, unknown>)

export { Logo, LogoMark } from './logo';

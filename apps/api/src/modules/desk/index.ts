export { deskModule } from './desk.routes';

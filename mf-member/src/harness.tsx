import { mountHarness } from '@portal/ui';
import * as lifecycles from './app/lifecycles';

mountHarness('mf_member', lifecycles);

/** 简体中文: the whole catalogue (`tip-elements/locales/zh-CN`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './zh-CN/back-office.js';
import checkout from './zh-CN/checkout.js';
import device from './zh-CN/device.js';
import display from './zh-CN/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;

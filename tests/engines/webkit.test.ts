import { describeMemberFlows } from './member-flows-suite.ts'
import { WebKitDriver } from './webkit.ts'

describeMemberFlows('WebKit', () => WebKitDriver.start())

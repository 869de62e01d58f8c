import { FirefoxDriver } from './firefox.ts'
import { describeMemberFlows } from './member-flows-suite.ts'

describeMemberFlows('Firefox', () => FirefoxDriver.start())

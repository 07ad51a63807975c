/** The fault-injecting front for a Content Lake stand-in, shared with the Studio's test stack (@site/test-harness). */
export {startFaultyLake, type LakeFault} from '@site/test-harness/faulty-lake'

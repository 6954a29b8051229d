// CompletionAnswers: the proxies of protocols with completion-handler requirements, made with the
// answers their generated initializers require (used while there is no forwardee; never called here).

import MemoryDelegates

/// A `Requirements40DelegateProxy` without forwardee, each completion answered by doing nothing.
func makeRequirements40Proxy() -> Requirements40DelegateProxy {
    Requirements40DelegateProxy(
        sourceDidUpdate2Completion: { _, _, _ in },
        sourceDidMove8Completion: { _, _, _ in },
        sourceWillMove21Completion: { _, _, _ in },
        sourceWillReceive36Completion: { _, _, _ in }
    )
}

/// A `Requirements200DelegateProxy` without forwardee, each completion answered by doing nothing.
func makeRequirements200Proxy() -> Requirements200DelegateProxy {
    Requirements200DelegateProxy(
        sourceDidClose7Completion: { _, _, _ in },
        sourceShouldChange8Completion: { _, _, _ in },
        sourceShouldClose11Completion: { _, _, _ in },
        sourceWillClose19Completion: { _, _, _ in },
        sourceWillReceive21Completion: { _, _, _ in },
        sourceWillChange23Completion: { _, _, _ in },
        sourceDidLoad34Completion: { _, _, _ in },
        sourceShouldStart45Completion: { _, _, _ in },
        sourceDidStart60Completion: { _, _, _ in },
        sourceDidFinish62Completion: { _, _, _ in },
        sourceShouldLoad69Completion: { _, _, _ in },
        sourceWillReceive74Completion: { _, _, _ in },
        sourceShouldStart88Completion: { _, _, _ in },
        sourceWillSelect95Completion: { _, _, _ in },
        sourceShouldReceive100Completion: { _, _, _ in },
        sourceWillChange101Completion: { _, _, _ in },
        sourceWillReceive109Completion: { _, _, _ in },
        sourceDidMove111Completion: { _, _, _ in },
        sourceShouldFinish112Completion: { _, _, _ in },
        sourceShouldLoad113Completion: { _, _, _ in },
        sourceWillStart119Completion: { _, _, _ in },
        sourceWillMove122Completion: { _, _, _ in },
        sourceWillStart124Completion: { _, _, _ in },
        sourceDidChange125Completion: { _, _, _ in },
        sourceDidClose128Completion: { _, _, _ in },
        sourceShouldClose129Completion: { _, _, _ in },
        sourceDidUpdate132Completion: { _, _, _ in },
        sourceShouldLoad139Completion: { _, _, _ in },
        sourceDidFinish142Completion: { _, _, _ in },
        sourceWillReceive143Completion: { _, _, _ in },
        sourceWillReceive149Completion: { _, _, _ in },
        sourceWillSelect150Completion: { _, _, _ in },
        sourceWillReceive157Completion: { _, _, _ in },
        sourceShouldUpdate163Completion: { _, _, _ in },
        sourceWillOpen167Completion: { _, _, _ in },
        sourceShouldLoad184Completion: { _, _, _ in },
        sourceShouldMove186Completion: { _, _, _ in },
        sourceDidChange194Completion: { _, _, _ in }
    )
}

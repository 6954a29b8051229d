// ProxyMemory: creates proxies of generated protocols with 1, 5, 40 and 200 requirements (and of
// 40 and 200 without completion handlers) and keeps them, so that an allocation profiler can count
// what one proxy with no observer costs.
//
//   swift run -c release ProxyMemory <requirements> <proxies>   # creates and keeps them, once
//                                                                # (1, 5, 40, 200, 40-plain, 200-plain)
//   swift run -c release ProxyMemory observed <signals>         # signals with one observer each
//   ./memory.sh                                                   # allocations and bytes per proxy
//
// `memory.sh` runs this under `valgrind --tool=dhat` for two numbers of proxies and divides the
// difference of the totals by the difference of the counts, so start-up cancels out.

import Foundation
import MemoryDelegates
import ReactiveRuntime

/// Makes `count` proxies of one generated type and keeps them alive until the end.
func keep<Proxy: AnyObject>(_ count: Int, _ make: () -> Proxy) -> Int {
    var proxies: [Proxy] = []
    proxies.reserveCapacity(count)
    for _ in 0..<count { proxies.append(make()) }
    let identity = proxies.reduce(0) { $0 &+ ObjectIdentifier($1).hashValue }
    withExtendedLifetime(proxies) {}
    return identity
}

/// Makes `count` signals with one observer each (what a proxy's observed stream costs: the signal,
/// its observer and the disposable) and keeps them alive until the end.
func keepObserved(_ count: Int) -> Int {
    var kept: [(Signal<Int, Never>, any Disposable)] = []
    kept.reserveCapacity(count)
    for _ in 0..<count {
        let (signal, _) = Signal<Int, Never>.pipe()
        kept.append((signal, signal.observeValues { _ in }))
    }
    let identity = kept.reduce(0) { $0 &+ ObjectIdentifier($1.0).hashValue }
    withExtendedLifetime(kept) {}
    return identity
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.count == 2, arguments.first == "observed", let count = Int(arguments.last!) {
    print(keepObserved(count) == 42 ? "" : "done")
    exit(0)
}
guard arguments.count == 2, let count = Int(arguments.last!) else {
    print("usage: ProxyMemory <1|5|40|200|40-plain|200-plain> <proxies> | ProxyMemory observed <signals>")
    exit(2)
}
let identity: Int
switch arguments.first! {
case "1": identity = keep(count) { Requirements1DelegateProxy() }
case "5": identity = keep(count) { Requirements5DelegateProxy() }
case "40": identity = keep(count) { makeRequirements40Proxy() }
case "200": identity = keep(count) { makeRequirements200Proxy() }
// The same protocols without completion handlers: no answers to pass and keep.
case "40-plain": identity = keep(count) { Plain40DelegateProxy() }
case "200-plain": identity = keep(count) { Plain200DelegateProxy() }
default:
    print("no generated protocol '\(arguments.first!)' (1, 5, 40, 200, 40-plain, 200-plain)")
    exit(2)
}
print(identity == 42 ? "" : "done")

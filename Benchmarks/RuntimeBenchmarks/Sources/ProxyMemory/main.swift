// ProxyMemory: creates proxies of generated protocols with 1, 5, 40 and 200 requirements and keeps
// them, so that an allocation profiler can count what one proxy with no observer costs.
//
//   swift run -c release ProxyMemory <requirements> <proxies>   # creates and keeps them, once
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

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let requirements = Int(arguments.first!), let count = Int(arguments.last!) else {
    print("usage: ProxyMemory <1|5|40|200> <proxies>")
    exit(2)
}
let identity: Int
switch requirements {
case 1: identity = keep(count) { Requirements1DelegateProxy() }
case 5: identity = keep(count) { Requirements5DelegateProxy() }
case 40: identity = keep(count) { Requirements40DelegateProxy() }
case 200: identity = keep(count) { Requirements200DelegateProxy() }
default:
    print("no generated protocol with \(requirements) requirements (1, 5, 40, 200)")
    exit(2)
}
print(identity == 42 ? "" : "done")

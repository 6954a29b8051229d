// Requirements whose results are `sending`: the proxy's own locals hold the plain type.

final class Payload {
    var bytes: [UInt8] = []
}

protocol PayloadSource: AnyObject {
    func makePayload(size: Int) -> sending Payload
    func cachedPayload() -> sending Payload?
}

extension PayloadSource {
    func cachedPayload() -> sending Payload? { nil }
}

// CoreBluetooth: `CBCentralManager` and `CBPeripheral` with their delegates, for typechecking
// generated proxies on Linux, copied signature for signature from the iOS SDK's printed Swift
// interface (deprecated requirements left out). Not isolated to an actor, as in the SDK: the
// central manager calls its delegate on the queue it was created with. Where Swift would derive the
// same Objective-C selector for two requirements, the SDK's own selectors are spelled out. Bodies
// are never compiled.

@_exported import Foundation

@objc public enum CBManagerState: Int, @unchecked Sendable {
    case unknown = 0
    case resetting = 1
    case unsupported = 2
    case unauthorized = 3
    case poweredOff = 4
    case poweredOn = 5
}

@objc public enum CBPeripheralState: Int, @unchecked Sendable {
    case disconnected = 0
    case connecting = 1
    case connected = 2
    case disconnecting = 3
}

@objc open class CBUUID: NSObject, @unchecked Sendable {
    public convenience init(string theString: String) { fatalError() }
    open var uuidString: String { fatalError() }
}

@objc open class CBAttribute: NSObject {
    open var uuid: CBUUID { fatalError() }
}

@objc open class CBService: CBAttribute {
    open var characteristics: [CBCharacteristic]? { fatalError() }
}

@objc open class CBCharacteristic: CBAttribute {
    open var value: Data? { fatalError() }
}

@objc open class CBDescriptor: CBAttribute {
    open var value: Any? { fatalError() }
}

@objc open class CBPeer: NSObject {
    open var identifier: UUID { fatalError() }
}

@objc open class CBManager: NSObject {
    open var state: CBManagerState { fatalError() }
}

@objc open class CBCentralManager: CBManager {
    weak open var delegate: (any CBCentralManagerDelegate)?
    open var isScanning: Bool { fatalError() }
    public convenience override init() { fatalError() }
    public convenience init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?) { fatalError() }
    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        fatalError()
    }
    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { fatalError() }
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { fatalError() }
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) { fatalError() }
    open func stopScan() { fatalError() }
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) { fatalError() }
    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) { fatalError() }
}

@objc public protocol CBCentralManagerDelegate: NSObjectProtocol {
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    @objc optional func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
    @objc optional func centralManager(
        _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any],
        rssi RSSI: NSNumber)
    @objc optional func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    @objc optional func centralManager(
        _ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
    @objc optional func centralManager(
        _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
}

@objc open class CBPeripheral: CBPeer {
    weak open var delegate: (any CBPeripheralDelegate)?
    open var name: String? { fatalError() }
    open var state: CBPeripheralState { fatalError() }
    open var services: [CBService]? { fatalError() }
    open func readRSSI() { fatalError() }
    open func discoverServices(_ serviceUUIDs: [CBUUID]?) { fatalError() }
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) { fatalError() }
    open func readValue(for characteristic: CBCharacteristic) { fatalError() }
}

@objc public protocol CBPeripheralDelegate: NSObjectProtocol {
    @objc optional func peripheralDidUpdateName(_ peripheral: CBPeripheral)
    @objc optional func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService])
    @objc optional func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
    @objc optional func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
    @objc optional func peripheral(
        _ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
    @objc(peripheral:didUpdateValueForCharacteristic:error:)
    optional func peripheral(
        _ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
    @objc(peripheral:didUpdateValueForDescriptor:error:)
    optional func peripheral(
        _ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?)
}

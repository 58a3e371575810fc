import Foundation

final class Container {
    private var factories: [ObjectIdentifier: () -> Any] = [:]

    func register<Service>(_ type: Service.Type, factory: @escaping () -> Service) {
        factories[ObjectIdentifier(type)] = factory
    }

    func resolve<Service>(_ type: Service.Type) -> Service {
        guard let service = factories[ObjectIdentifier(type)]?() as? Service else {
            fatalError("\(type) is not registered")
        }
        return service
    }
}

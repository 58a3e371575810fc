import SwiftUI

enum GarageRoute: Hashable {
    case serviceLog(Vehicle)
    case warranty(Vehicle)
}

@MainActor
final class GarageRouter: ObservableObject {
    @Published var path: [GarageRoute] = []
}

extension EnvironmentValues {
    @Entry var openServiceLog: (Vehicle) -> Void = { _ in }
    @Entry var openWarranty: (Vehicle) -> Void = { _ in }
}

import SwiftUI

enum CoopTab: String, CaseIterable, Identifiable {
    case harvest
    case boxes
    case pickups

    var id: Self { self }

    var title: String {
        switch self {
        case .harvest: "In season"
        case .boxes: "My boxes"
        case .pickups: "Pickups"
        }
    }

    var systemImage: String {
        switch self {
        case .harvest: "leaf"
        case .boxes: "shippingbox"
        case .pickups: "calendar"
        }
    }

    @MainActor
    @ViewBuilder
    var content: some View {
        switch self {
        case .harvest:
            HarvestBuilder.build(farm: .shared)
        case .boxes:
            BoxesBuilder.build(farm: .shared)
        case .pickups:
            PickupsBuilder.build(farm: .shared)
        }
    }
}

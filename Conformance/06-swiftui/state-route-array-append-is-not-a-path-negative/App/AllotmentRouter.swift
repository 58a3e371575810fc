import SwiftUI

enum AllotmentRoute: Hashable {
    case bed(Bed)
    case crop(Crop)

    var title: String {
        switch self {
        case .bed(let bed): return bed.name
        case .crop(let crop): return crop.name
        }
    }
}

@MainActor
final class AllotmentRouter: ObservableObject {
    @Published var path: [AllotmentRoute] = []
}

import UIKit

enum ItineraryScene {
    case stop(Stop)
    case packingList(nights: Int)

    var viewController: UIViewController {
        switch self {
        case .stop(let stop):
            return StopDetailBuilder.build(stop: stop)
        case .packingList(let nights):
            return PackingListBuilder.build(nights: nights)
        }
    }
}

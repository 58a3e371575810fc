import UIKit

struct VisitScreens {
    subscript(exhibit id: Int) -> UIViewController {
        ExhibitBuilder.build(exhibitID: id)
    }

    subscript(room code: String) -> UIViewController {
        FloorPlanBuilder.build(highlightedRoom: code)
    }
}
